/** The machines in error now. A machine's history and instructions are sections of the machine page. */
export const MACHINE_STATUS_ERROR_URL = '/machine-status-error';
