export const SHOP_MENU_UPLOAD_URL = '/shop-menu/upload';
export const SHOP_HUB_MENU_UPLOAD_URL = '/shop-store/upload-menu';
