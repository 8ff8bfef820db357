import { defineMessages } from 'react-intl';

/** Column headings and field labels that many lists, forms and filters share. */
export const columnMessages = defineMessages({
  building: { id: 'column.building', defaultMessage: 'Building' },
  floor: { id: 'column.floor', defaultMessage: 'Floor' },
  facility: { id: 'column.facility', defaultMessage: 'Facility' },
  type: { id: 'column.type', defaultMessage: 'Type' },
  status: { id: 'column.status', defaultMessage: 'Status' },
  code: { id: 'column.code', defaultMessage: 'Code' },
  landlord: { id: 'column.landlord', defaultMessage: 'Landlord' },
  cleaningCompany: { id: 'column.cleaningCompany', defaultMessage: 'Cleaning company' },
  supervisor: { id: 'column.supervisor', defaultMessage: 'Supervisor' },
  staff: { id: 'column.staff', defaultMessage: 'Staff member' },
  remarks: { id: 'column.remarks', defaultMessage: 'Remarks' },
  source: { id: 'column.source', defaultMessage: 'Source' },
  dates: { id: 'column.dates', defaultMessage: 'Dates' },
  device: { id: 'column.device', defaultMessage: 'Device' },
  company: { id: 'column.company', defaultMessage: 'Company' },
  address: { id: 'column.address', defaultMessage: 'Address' },
  email: { id: 'column.email', defaultMessage: 'Email' },
  role: { id: 'column.role', defaultMessage: 'Role' },
  escalation: { id: 'column.escalation', defaultMessage: 'Escalation' },
});

/** The fields of an account that its profile and the user screens both show. */
export const accountFieldMessages = {
  email: columnMessages.email,
  role: columnMessages.role,
  company: columnMessages.company,
  supervisor: columnMessages.supervisor,
  address: columnMessages.address,
};
