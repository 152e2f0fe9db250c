import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { SHOP_HUB_MENU_UPLOAD_URL, SHOP_MENU_UPLOAD_URL } from './links';

const UPLOADS = {
  menu: { to: SHOP_MENU_UPLOAD_URL, label: 'Upload Shop Menu', authority: 'CREATE_SHOP_MENU' },
  hubMenu: { to: SHOP_HUB_MENU_UPLOAD_URL, label: 'Upload Shop Hub Menu', authority: 'CREATE_SHOP_HUB_MENU' },
} as const;

/** The way from a list to its CSV upload, for those who may upload. */
export function UploadButton({ upload }: { upload: keyof typeof UPLOADS }) {
  const { user } = useCurrentUser();
  const { to, label, authority } = UPLOADS[upload];
  if (!hasAuthority(user, authority)) return null;
  return (
    <Button component={Link} to={to} variant="outlined" startIcon={<UploadFileIcon />}>
      {label}
    </Button>
  );
}
