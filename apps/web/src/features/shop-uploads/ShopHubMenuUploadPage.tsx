import { Button } from '@mui/material';
import { SHOP_HUB_MENU_UPLOAD_COLUMNS } from '@back-office/domain';
import { Link } from 'react-router';
import { CsvImport } from '../../components/CsvImport';
import { CheckShopHubMenuUploadDocument, ConfirmShopHubMenuUploadDocument } from './shop-uploads.generated';

/** Upload Shop Hub Menu: menus put on outlets' menus, or changed there, with their prices and discounts, from a CSV file. */
export default function ShopHubMenuUploadPage() {
  return (
    <CsvImport
      columns={SHOP_HUB_MENU_UPLOAD_COLUMNS}
      templateName="shop-hub-menu-template"
      what="outlet menus"
      whatOne="outlet menu"
      check={CheckShopHubMenuUploadDocument}
      confirm={ConfirmShopHubMenuUploadDocument}
      done={
        <Button component={Link} to="/shop-store" color="inherit" size="small">
          Shop Store
        </Button>
      }
    />
  );
}
