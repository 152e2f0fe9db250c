import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type Authority, type Entity, type UploadKind } from '@back-office/domain';
import { z } from 'zod';
import { FileScalar, builder, describedValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput, forbidden, payloadTooLarge } from '../../platform/errors';
import { ReceivedFile } from '../../platform/uploads';

/**
 * Who may upload what: a signed-in user holding an authority whose records carry such a file. An
 * image is a banner's, a screensaver's, a display machine type's, a shop picture's or a finished
 * task's (or outlet task's) photo; an Android package is a software update's. See docs/vending.md.
 */
export const UPLOAD_AUTHORITIES: Record<UploadKind, readonly Authority[]> = {
  IMAGE: [
    ...(['MACHINE_BANNER', 'MACHINE_SCREENSAVER', 'MACHINE_TYPE_DISPLAY', 'SHOP_MENU', 'SHOP_POPUP_BANNER', 'SHOP_SCROLLING_BANNER', 'SHOP_HOME_BACKGROUND'] satisfies Entity[]).flatMap(
      (entity) => [`CREATE_${entity}`, `UPDATE_${entity}`] as const,
    ),
    'UPDATE_TASK',
    'UPDATE_SHOP_TASK',
  ],
  ANDROID_PACKAGE: ['CREATE_MACHINE_SOFTWARE_UPDATE', 'UPDATE_MACHINE_SOFTWARE_UPDATE'],
};

export const UploadKindEnum = builder.enumType('UploadKind', {
  description: 'What an upload is, told by its content: an image (PNG, JPEG, WebP or GIF) or an Android package.',
  values: describedValues(UPLOAD_KINDS, { IMAGE: "A PNG, JPEG or WebP picture.", ANDROID_PACKAGE: "An Android package (APK) of the machines' app." }),
});

const NOT_ACCEPTED: Record<string, string> = {
  IMAGE: UPLOAD_MESSAGES.notImage,
  ANDROID_PACKAGE: UPLOAD_MESSAGES.notAndroidPackage,
};

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

defineCommand('singleUpload', {
  description:
    'Stores a file of up to 50 MB and answers the address it is served from. Its content decides what it is, whatever its name or declared type; `accept` names the kind the form wants.',
  // Any authority whose records carry a file; the kinds a caller may upload follow from theirs, checked below.
  authority: Object.values(UPLOAD_AUTHORITIES).flat(),
  args: (arg) => ({
    file: arg({ description: 'The file, sent as multipart form data.', type: FileScalar, required: true }),
    accept: arg({ type: UploadKindEnum, description: 'The kind the use accepts; without it, any kind the caller may upload.' }),
  }),
  input: { file: z.instanceof(ReceivedFile), accept: z.enum(UPLOAD_KINDS).nullish() },
  type: 'String',
  what: 'Upload',
  // What the file is, told from its content, before anything is stored.
  prepare: async ({ file, accept }, context) => {
    const allowed = UPLOAD_KINDS.filter((kind) => (!accept || accept === kind) && UPLOAD_AUTHORITIES[kind].some((name) => context.authorities.has(name)));
    if (allowed.length === 0) {
      const needed = accept ? UPLOAD_AUTHORITIES[accept] : Object.values(UPLOAD_AUTHORITIES).flat();
      throw forbidden(needed, { anyOne: true });
    }
    if (file.size > UPLOAD_MAX_BYTES) throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
    if (file.size === 0) throw badInput(UPLOAD_MESSAGES.empty, { file: UPLOAD_MESSAGES.empty });
    // From its first bytes (and a package's table of contents), read from disk; the file is never read whole.
    const detected = await file.detect();
    if (!detected || !allowed.includes(detected.kind)) {
      const message = allowed.length === 1 ? NOT_ACCEPTED[allowed[0]!]! : UPLOAD_MESSAGES.notAccepted;
      throw badInput(message, { file: message });
    }
    return detected;
  },
  run: async (_transaction, { file }, _context, detected) => {
    const address = await file.store(detected);
    return {
      result: address,
      activity: {
        activity: 'UPLOAD',
        entity: 'UPLOAD',
        recordId: address,
        message: `Uploaded "${(file.name || 'a file').slice(0, 200)}" (${detected.label}, ${sizeText(file.size)}) as ${address}.`,
      },
    };
  },
});
