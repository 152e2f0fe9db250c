import { sparePartPages } from './spare-parts';

export default sparePartPages.ListPage;
