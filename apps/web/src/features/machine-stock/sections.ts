/** The sections the machine's page shows for what is inside it. */
export { MachineStockSections } from './MachineStockSections';
export { MachineMenuSection } from './MachineMenuSection';
