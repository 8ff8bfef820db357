import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const companyMessages = {
  type: columnMessages.type,
  code: columnMessages.code,
  landlord: columnMessages.landlord,
  cleaningCompany: columnMessages.cleaningCompany,
  ...defineMessages({
    tableTitle: { id: 'companies.tableTitle', defaultMessage: 'Companies' },
    tableDescription: { id: 'companies.tableDescription', defaultMessage: 'Landlords and cleaning companies of the estate.' },
    newCompany: { id: 'companies.newCompany', defaultMessage: 'New company' },
    editCompany: { id: 'companies.editCompany', defaultMessage: 'Edit company' },
    infoTitle: { id: 'companies.infoTitle', defaultMessage: 'Company info' },
    name: { id: 'companies.name', defaultMessage: 'Name' },
    codeHelper: { id: 'companies.codeHelper', defaultMessage: "A short unique code: letters, digits, '.', '_' or '-'." },
    buildings: { id: 'companies.buildings', defaultMessage: 'Buildings' },
    noBuildings: { id: 'companies.noBuildings', defaultMessage: 'No buildings yet.' },
    backToList: { id: 'companies.backToList', defaultMessage: 'All companies' },
    created: { id: 'companies.created', defaultMessage: 'Company {name} created' },
    deleteOne: { id: 'companies.deleteOne', defaultMessage: 'Delete company' },
    deleteOneBody: { id: 'companies.deleteOneBody', defaultMessage: 'The company {name} will be deleted. This cannot be undone.' },
    deletedOne: { id: 'companies.deletedOne', defaultMessage: 'Company deleted' },
  }),
};
