import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gatewayOpenApiDocument } from './features/machine-gateway/openapi';
import { callbacksOpenApiDocument } from './features/shop-callbacks/openapi';

/** Writes the committed copies of the OpenAPI documents (the machine gateway's and the callbacks'), beside their prose; CI checks they match. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/machine-gateway.openapi.json', import.meta.url));
export const CALLBACKS_OPENAPI_FILE = fileURLToPath(new URL('../../../docs/callbacks.openapi.json', import.meta.url));

for (const [file, document] of [
  [OPENAPI_FILE, gatewayOpenApiDocument()],
  [CALLBACKS_OPENAPI_FILE, callbacksOpenApiDocument()],
] as const) {
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${file}`);
}
