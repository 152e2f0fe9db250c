import { Box, Button, FormControl, FormHelperText, FormLabel, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadKind } from '@back-office/domain';
import { useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { runtimeConfig } from '../base/config';

/*
 * A file field bound to the surrounding form by name: it uploads the chosen file at once (showing
 * its progress), and the form holds the address the server answers. The server decides what the file
 * is from its content; the browser's checks only save a wasted upload.
 */

const SINGLE_UPLOAD = 'mutation SingleUpload($file: File!, $accept: UploadKind) { singleUpload(file: $file, accept: $accept) }';

const ACCEPT_ATTRIBUTE: Record<UploadKind, string> = {
  IMAGE: 'image/png,image/jpeg,image/webp,image/gif',
  ANDROID_PACKAGE: '.apk,application/vnd.android.package-archive',
};

/** An address the server answered, made absolute against the API's own origin. */
export function uploadedFileUrl(address: string): string {
  const api = new URL(runtimeConfig().graphqlUrl, window.location.href);
  return new URL(address, api).href;
}

export class UploadError extends Error {}

/**
 * Sends an operation with one file (its `file` variable) as the GraphQL multipart request convention
 * has it, reporting the upload's progress from 0 to 1, and answers the operation's data; an error's
 * message rejects it. XMLHttpRequest, since fetch reports no upload progress.
 */
export function sendFile<Data>(
  operation: { query: string; operationName: string; variables: Record<string, unknown> },
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Data> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ ...operation, variables: { ...operation.variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', runtimeConfig().graphqlUrl);
    request.withCredentials = true;
    // Only a script can set it: what tells the server this is no cross-site form post.
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: { data?: Data | null; errors?: { message: string }[] } | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (body?.data && !body.errors?.length) return resolve(body.data);
      reject(new UploadError(body?.errors?.[0]?.message ?? `The upload failed (HTTP ${request.status}). Try again.`));
    });
    request.addEventListener('error', () => reject(new UploadError('The upload failed: the server could not be reached. Try again.')));
    request.addEventListener('abort', () => reject(new UploadError('The upload was cancelled.')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** Uploads one file and answers the stored file's address. */
export async function uploadFile(file: File, accept: UploadKind, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  if (file.size === 0) throw new UploadError(UPLOAD_MESSAGES.empty);
  const data = await sendFile<{ singleUpload: string | null }>({ query: SINGLE_UPLOAD, operationName: 'SingleUpload', variables: { accept } }, file, onProgress, signal);
  if (!data.singleUpload) throw new UploadError('The upload failed. Try again.');
  return data.singleUpload;
}

interface UploadInputProps {
  name: string;
  label: string;
  accept: UploadKind;
  required?: boolean;
  helperText?: string;
  /** On a phone, take the picture with this camera instead of choosing a file (`environment`: the back one). */
  capture?: 'environment' | 'user';
}

/** Choose a file; it is uploaded at once with its progress shown, then previewed (an image) or linked (a package). */
export function UploadInput({ name, label, accept, required, helperText, capture }: UploadInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helperId = useId();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const address = typeof field.value === 'string' && field.value ? field.value : null;
  const shownError = error ?? fieldState.error?.message ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const stored = await uploadFile(file, accept, (fraction) => setProgress({ name: file.name, fraction }));
      field.onChange(stored);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <FormControl error={Boolean(shownError)} required={required} fullWidth>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {address && accept === 'IMAGE' && (
          <Box
            component="img"
            src={uploadedFileUrl(address)}
            alt={`Preview of the ${label.toLowerCase()}`}
            sx={{ maxWidth: 320, maxHeight: 200, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'flex-start' }}
          />
        )}
        {address && accept === 'ANDROID_PACKAGE' && (
          <Link href={uploadedFileUrl(address)} download>
            Download the uploaded package
          </Link>
        )}
        {progress && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2">
              Uploading {progress.name}… {percent}%
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={`Upload of ${progress.name}`} />
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" component="label" disabled={Boolean(progress)} aria-describedby={helperId}>
            {capture ? (address ? 'Retake Photo' : 'Take Photo') : address ? 'Replace File' : 'Choose File'}
            <input
              ref={input}
              type="file"
              hidden
              name={field.name}
              accept={capture ? 'image/*' : ACCEPT_ATTRIBUTE[accept]}
              capture={capture}
              aria-labelledby={labelId}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </Button>
          {address && !required && (
            <Button variant="text" disabled={Boolean(progress)} onClick={() => field.onChange(null)}>
              Remove
            </Button>
          )}
        </Stack>
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {shownError ?? helperText ?? (accept === 'IMAGE' ? 'A PNG, JPEG, WebP or GIF image of up to 50 MB.' : 'An Android package (APK) of up to 50 MB.')}
        </FormHelperText>
      </Stack>
    </FormControl>
  );
}
