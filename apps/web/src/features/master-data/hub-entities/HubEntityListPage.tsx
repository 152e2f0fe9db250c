import { hubEntityPages } from './hub-entities';

export default hubEntityPages.ListPage;
