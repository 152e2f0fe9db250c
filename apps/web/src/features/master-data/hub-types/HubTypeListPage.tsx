import { hubTypePages } from './hub-types';

export default hubTypePages.ListPage;
