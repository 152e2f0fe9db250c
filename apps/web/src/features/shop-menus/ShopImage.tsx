import { Box, Typography } from '@mui/material';
import { uploadedFileUrl } from '../../components/UploadInput';

/** A shop menu's or product's picture as an uploaded image; a grey square saying so when there is none. */
export function ShopImage({ address, alt, size = 160 }: { address: string | null | undefined; alt: string; size?: number }) {
  if (!address)
    return (
      <Box sx={{ width: size, height: size, bgcolor: 'action.hover', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {size >= 64 && <Typography variant="caption">No picture</Typography>}
      </Box>
    );
  return <Box component="img" src={uploadedFileUrl(address)} alt={alt} sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }} />;
}
