import { packagingPages } from './packagings';

export default packagingPages.EditPage;
