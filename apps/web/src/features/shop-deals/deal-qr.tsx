import { useMutation } from '@apollo/client/react';
import { shopDealLink, shopDealPathNameSchema } from '@back-office/domain';
import { Box, Button, Paper, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { runtimeConfig } from '../../base/config';
import { ResourceForm } from '../../components/form/ResourceForm';
import { TextInput } from '../../components/form/fields';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { shopDeals } from './links';
import { ShopDealDocument, UpdateShopDealPathNameDocument } from './shop-deals.generated';

/* A deal's link as a QR code: shown on its qr/edit page, and downloadable as a PNG from its page. */

/** The deal's link in the ordering app. */
export const dealLinkOf = (pathName: string) => shopDealLink(runtimeConfig().shopDealLinkBase, pathName);

/** The deal's link as a QR code (SVG), drawn in the browser. */
function DealQr({ link }: { link: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(link, { type: 'svg', margin: 2, width: 220 }).then((drawn) => live && setSvg(drawn));
    return () => {
      live = false;
    };
  }, [link]);
  return <Box role="img" aria-label={`QR code of ${link}`} sx={{ width: 220, height: 220 }} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
}

/** "Download QR code": the deal's link as a QR code in a PNG large enough to print, named after its path name. */
export function DownloadQrButton({ pathName }: { pathName: string }) {
  return (
    <Button
      onClick={async () => {
        const address = await QRCode.toDataURL(dealLinkOf(pathName), { type: 'image/png', margin: 4, width: 1024 });
        const anchor = document.createElement('a');
        anchor.href = address;
        anchor.download = `shop-deal-${pathName}-qr.png`;
        anchor.click();
      }}
    >
      Download QR code
    </Button>
  );
}

/** qr/edit: the deal's link and QR code, and its path name to change. */
export function QrEditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopDealDocument, shopDeals.param, (data) => data.shopDeal, 'network-only');
  const [update] = useMutation(UpdateShopDealPathNameDocument, { refetchQueries: ['ShopDealsPage'] });
  if (!record) return gate;
  const link = dealLinkOf(record.pathName);
  return (
    <>
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {record.name}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all' }}>
          Link: <a href={link}>{link}</a>
        </Typography>
        <DealQr link={link} />
        <DownloadQrButton pathName={record.pathName} />
      </Paper>
      <ResourceForm
        schema={shopDealPathNameSchema}
        defaultValues={{ pathName: record.pathName }}
        successMessage="Path name saved."
        cancelTo={shopDeals.url(id)}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, pathName: input.pathName } });
          return { error: result.error, next: shopDeals.url(id) };
        }}
      >
        <TextInput name="pathName" label="Path Name" required helperText="Lower-case letters, digits and hyphens; the link and the QR code change with it." />
      </ResourceForm>
    </>
  );
}
