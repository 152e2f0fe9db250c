import { Button } from '@mui/material';
import { SHOP_MENU_UPLOAD_COLUMNS } from '@back-office/domain';
import { Link } from 'react-router';
import { CsvImport } from '../../components/CsvImport';
import { CheckShopMenuUploadDocument, ConfirmShopMenuUploadDocument } from './shop-uploads.generated';

/** Upload Shop Menu: menus created, or changed when their merchant has a menu of that name, from a CSV file. */
export default function ShopMenuUploadPage() {
  return (
    <CsvImport
      columns={SHOP_MENU_UPLOAD_COLUMNS}
      templateName="shop-menu-template"
      what="menus"
      whatOne="menu"
      check={CheckShopMenuUploadDocument}
      confirm={ConfirmShopMenuUploadDocument}
      done={
        <Button component={Link} to="/shop-menu" color="inherit" size="small">
          Shop Menu
        </Button>
      }
    />
  );
}
