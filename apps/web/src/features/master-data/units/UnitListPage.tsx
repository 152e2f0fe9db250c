import { unitPages } from './units';

export default unitPages.ListPage;
