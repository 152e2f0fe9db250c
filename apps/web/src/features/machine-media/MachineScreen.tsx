import { Box, Typography } from '@mui/material';
import { uploadedFileUrl } from '../../components/UploadInput';

/**
 * A picture as a machine shows it: in a dark bezel with a 16:9 screen, the whole image fitted in.
 * `small` is the list's thumbnail.
 */
export function MachineScreen({ address, alt, caption, small }: { address: string | null | undefined; alt: string; caption?: string; small?: boolean }) {
  const width = small ? 72 : 360;
  return (
    <Box component={caption ? 'figure' : 'div'} sx={{ m: 0, width, maxWidth: '100%' }}>
      <Box sx={{ bgcolor: '#1c1c1e', p: small ? '3px' : 1.25, borderRadius: small ? 1 : 2, boxShadow: small ? 0 : 3 }}>
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 0.5, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {address ? (
            <Box component="img" src={uploadedFileUrl(address)} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
          ) : (
            <Typography variant="body2" sx={{ color: '#d0d0d0' }}>
              No image yet
            </Typography>
          )}
        </Box>
        {!small && <Box aria-hidden sx={{ mx: 'auto', mt: 1, width: 28, height: 4, borderRadius: 2, bgcolor: '#55575c' }} />}
      </Box>
      {caption && (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}
