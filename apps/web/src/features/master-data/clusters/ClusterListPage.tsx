import { clusterPages } from './clusters';

export default clusterPages.ListPage;
