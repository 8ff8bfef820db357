import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const projectMessages = {
  building: columnMessages.building,
  cleaningCompany: columnMessages.cleaningCompany,
  ...defineMessages({
    tableTitle: { id: 'projects.tableTitle', defaultMessage: 'Projects' },
    tableDescription: { id: 'projects.tableDescription', defaultMessage: 'Which cleaning company looks after which building.' },
    newProject: { id: 'projects.newProject', defaultMessage: 'New project' },
    editProject: { id: 'projects.editProject', defaultMessage: 'Edit project' },
    infoTitle: { id: 'projects.infoTitle', defaultMessage: 'Project info' },
    backToList: { id: 'projects.backToList', defaultMessage: 'All projects' },
    name: { id: 'projects.name', defaultMessage: 'Name' },
    created: { id: 'projects.created', defaultMessage: 'Project {name} created' },
    deleteOne: { id: 'projects.deleteOne', defaultMessage: 'Delete project' },
    deleteOneBody: { id: 'projects.deleteOneBody', defaultMessage: 'The project {name} will be deleted. This cannot be undone.' },
    deletedOne: { id: 'projects.deletedOne', defaultMessage: 'Project deleted' },
  }),
};
