import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MACHINE_SETTINGS_MESSAGES, UPLOAD_MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UPLOAD_PATH, serveUpload } from '../../platform/uploads';
import { userActivities } from '../../platform/audit/user-activities.table';
import { machinePayments } from './machine-settings.table';

let app: TestApp;
let server: Server;
let origin: string;
let folder: string;
let machineIds: number[];

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A ZIP archive of the given (uncompressed-name) entries, deflated, as an APK is built. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(Buffer.from(text));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(Buffer.byteLength(text), 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(Buffer.byteLength(text), 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const UPLOAD = 'mutation ($file: File!, $accept: UploadKind) { singleUpload(file: $file, accept: $accept) }';

type Caller = { cookies: Map<string, string> };
const cookieOf = (caller: Caller) => [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A multipart request as a browser's FormData sends it. */
async function upload(caller: Caller | null, bytes: Buffer, fileName: string, type: string, accept?: string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, accept: accept ?? null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(caller ? { cookie: cookieOf(caller) } : {}) },
    body: form,
  });
  const body = (await response.json()) as { data?: { singleUpload: string | null }; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
  return { status: response.status, body };
}

const stored = async () => (await readdir(folder).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
/** Files being received, or left behind by an upload that did not finish. */
const partials = async () => (await readdir(folder).catch(() => [] as string[])).filter((name) => name.startsWith('.'));

/** The parts of an upload before the file's bytes, as a browser sends them. */
const MULTIPART_HEAD = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: UPLOAD, variables: { file: null } })}\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;

/** An upload by the admin over a socket of its own, its headers sent; the caller sends the body. */
function rawUpload(headers: string) {
  const { port } = server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookieOf(app.admin)}\r\napollo-require-preflight: true\r\n` +
      `Content-Type: multipart/form-data; boundary=x-boundary\r\n${headers}\r\n`,
  );
  return { socket, closed, received: () => received };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  app = await startTestApp({ uploadsFolder: folder });
  server = createServer((request, response) => {
    if ((request.url ?? '').startsWith(UPLOAD_PATH)) return void serveUpload(request, response, folder);
    return app.app(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Settings One", initialName: "SO", active: true }) { id } }');
  machineIds = [];
  for (const serial of [1, 2, 3]) {
    const machine = await app.admin.request<{ createMachine: { id: number } }>('mutation ($input: MachineInput!) { createMachine(input: $input) { id } }', {
      input: {
        vmcNo: `SET-${serial}`,
        name: `Settings ${serial}`,
        factoryNumber: `SET-FN-${serial}`,
        machineTypeId: type.data!.createMachineType.id,
        physicalCondition: 'CLEAR',
        active: true,
        waitingForAltitude: false,
        refrigeratorMode: 'OFF',
        lockMotorState: 'LOCKED',
      },
    });
    if (machine.errors) throw new Error(JSON.stringify(machine.errors));
    machineIds.push(machine.data!.createMachine.id);
  }
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('file upload', () => {
  it('stores a real PNG and serves it back with its checked type and headers that keep it inert', async () => {
    const { body } = await upload(app.admin, PNG, 'banner.png', 'image/png', 'IMAGE');
    expect(body.errors).toBeUndefined();
    const address = body.data!.singleUpload!;
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${origin}${address}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const [activity] = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'UPLOAD')).orderBy(desc(userActivities.id)).limit(1);
    expect(activity).toMatchObject({ username: 'admin', recordId: address });
    expect(activity!.message).toContain('banner.png');
  });

  it('refuses an HTML page named .png and declared image/png, and stores nothing', async () => {
    const before = await stored();
    const { status, body } = await upload(app.admin, HTML, 'innocent.png', 'image/png', 'IMAGE');
    expect(status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message: UPLOAD_MESSAGES.notImage, extensions: { code: 'BAD_USER_INPUT', fields: { file: UPLOAD_MESSAGES.notImage } } });
    expect(body.data?.singleUpload ?? null).toBeNull();
    expect(await stored()).toEqual(before);
    expect(await partials()).toEqual([]);
  });

  it('takes a JPEG named .txt as a JPEG, and serves it as one', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const { body } = await upload(app.admin, jpeg, 'notes.txt', 'text/plain');
    expect(body.data!.singleUpload).toMatch(/\.jpg$/);
    const served = await fetch(`${origin}${body.data!.singleUpload}`, { method: 'HEAD' });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('takes an Android package only where one is wanted, and only from who may publish software', async () => {
    const apk = zip({ 'classes.dex': 'dex\n035', 'AndroidManifest.xml': '<manifest/>' });
    const notApk = zip({ 'readme.txt': 'hello' });
    const publisher = await app.userWith(['VIEW_MACHINE_SOFTWARE_UPDATE', 'CREATE_MACHINE_SOFTWARE_UPDATE']);
    const accepted = await upload(publisher, apk, 'app-release.apk', 'application/vnd.android.package-archive', 'ANDROID_PACKAGE');
    expect(accepted.body.errors).toBeUndefined();
    const address = accepted.body.data!.singleUpload!;
    expect(address).toMatch(/\.apk$/);
    const served = await fetch(`${origin}${address}`);
    expect(served.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);

    const zipOnly = await upload(publisher, notApk, 'app.apk', 'application/vnd.android.package-archive', 'ANDROID_PACKAGE');
    expect(zipOnly.body.errors![0]).toMatchObject({ message: UPLOAD_MESSAGES.notAndroidPackage, extensions: { code: 'BAD_USER_INPUT' } });
    // A publisher of software is no banner editor.
    const image = await upload(publisher, PNG, 'banner.png', 'image/png', 'IMAGE');
    expect(image.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // An image where a package is wanted.
    const wrong = await upload(app.admin, PNG, 'app.apk', 'application/vnd.android.package-archive', 'ANDROID_PACKAGE');
    expect(wrong.body.errors![0]!.message).toBe(UPLOAD_MESSAGES.notAndroidPackage);
    // A package of some size: its table of contents is read from the end of the file on disk, megabytes from its start.
    const large = zip({ 'assets/media.bin': randomBytes(3 * 1024 * 1024).toString('latin1'), 'AndroidManifest.xml': '<manifest/>' });
    expect((await upload(publisher, large, 'large.apk', 'application/octet-stream', 'ANDROID_PACKAGE')).body.data!.singleUpload).toMatch(/\.apk$/);
    const largeZipOnly = zip({ 'assets/media.bin': randomBytes(3 * 1024 * 1024).toString('latin1'), 'readme.txt': 'AndroidManifest.xml' });
    expect((await upload(publisher, largeZipOnly, 'large.apk', 'application/octet-stream', 'ANDROID_PACKAGE')).body.errors![0]!.message).toBe(UPLOAD_MESSAGES.notAndroidPackage);
    expect(await partials()).toEqual([]);
  });

  it('refuses callers with no authority that uses uploads, and strangers', async () => {
    const viewer = await app.userWith(['VIEW_MACHINE_BANNER']);
    const refused = await upload(viewer, PNG, 'banner.png', 'image/png');
    expect(refused.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const stranger = await upload(null, PNG, 'banner.png', 'image/png');
    expect(stranger.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(await partials()).toEqual([]);
    const banners = await app.userWith(['CREATE_MACHINE_BANNER']);
    expect((await upload(banners, PNG, 'banner.png', 'image/png')).body.data!.singleUpload).toMatch(/\.png$/);
  });

  it('refuses an empty file', async () => {
    const { body } = await upload(app.admin, Buffer.alloc(0), 'empty.png', 'image/png');
    expect(body.errors![0]).toMatchObject({ message: UPLOAD_MESSAGES.empty, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a 51 MB upload with 413 before its body is sent, and a file sent as text', async () => {
    const head = MULTIPART_HEAD('x-boundary');
    const length = Buffer.byteLength(head) + 51 * 1024 * 1024 + `\r\n--x-boundary--\r\n`.length;
    const { socket, closed, received } = rawUpload(`Content-Length: ${length}\r\n`);
    socket.write(head);
    // Only the first of 51 MB is sent: the answer comes without waiting for the rest.
    socket.write(PNG);
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 413/);
    expect(received()).toContain('PAYLOAD_TOO_LARGE');

    const asText = await app.admin.request(UPLOAD, { file: 'aGVsbG8=' });
    expect(asText.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a file that grows past 50 MB without a declared length, once it does, and keeps none of it', async () => {
    const { socket, closed, received } = rawUpload('Transfer-Encoding: chunked\r\n');
    let open = true;
    void closed.then(() => (open = false));
    const send = (data: Buffer | string) => socket.write(Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')]));
    send(MULTIPART_HEAD('x-boundary'));
    send(PNG);
    const megabyte = Buffer.alloc(1024 * 1024, 7);
    for (let sent = 0; open && sent < 60; sent++) {
      if (!send(megabyte)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 413/);
    expect(received()).toContain(UPLOAD_MESSAGES.tooLarge);
    expect(await partials()).toEqual([]);
  });

  it('deletes what it had of an upload cut off half-way', async () => {
    const before = await stored();
    const head = MULTIPART_HEAD('x-boundary');
    const { socket, closed } = rawUpload(`Content-Length: ${Buffer.byteLength(head) + 10 * 1024 * 1024 + 20}\r\n`);
    socket.write(head);
    socket.write(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 7)]));
    // Being written to disk as it comes in…
    await expect.poll(partials, { timeout: 10_000 }).toHaveLength(1);
    socket.destroy();
    await closed;
    // …and gone once the sender is.
    await expect.poll(partials, { timeout: 10_000 }).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('answers a body that ends inside its file 400, closes the connection and keeps none of it', async () => {
    const body = Buffer.concat([Buffer.from(MULTIPART_HEAD('x-boundary')), PNG, Buffer.alloc(1024 * 1024, 7)]);
    const { socket, closed, received } = rawUpload(`Content-Length: ${body.length}\r\n`);
    socket.write(body);
    // The server closes the connection after its answer.
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 400/);
    expect(received()).toContain('The request could not be read.');
    expect(await partials()).toEqual([]);
  });

  it('answers other requests while a 45 MB upload is half-way in, and stores it whole', async () => {
    const head = MULTIPART_HEAD('x-boundary');
    const tail = '\r\n--x-boundary--\r\n';
    const size = 45 * 1024 * 1024;
    const { socket, closed, received } = rawUpload(`Content-Length: ${Buffer.byteLength(head) + size + tail.length}\r\n`);
    socket.write(head);
    socket.write(Buffer.concat([PNG, Buffer.alloc(size / 2 - PNG.length, 7)]));
    // The upload is being written to disk and has not ended: other calls are answered meanwhile.
    await expect.poll(partials, { timeout: 30_000 }).toHaveLength(1);
    for (let call = 0; call < 3; call += 1) {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieOf(app.admin) },
        body: JSON.stringify({ query: '{ me { username } }' }),
      });
      expect(((await response.json()) as { data: { me: { username: string } } }).data.me.username).toBe('admin');
    }
    expect(received()).toBe('');
    socket.write(Buffer.concat([Buffer.alloc(size / 2, 7), Buffer.from(tail)]));
    await expect.poll(received, { timeout: 30_000 }).toMatch(/"singleUpload":"[^"]+"/);
    socket.destroy();
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
    const address = /"singleUpload":"([^"]+)"/.exec(received())![1]!;
    const served = await fetch(`${origin}${address}`, { method: 'HEAD' });
    expect(served.headers.get('content-length')).toBe(String(size));
    expect(await partials()).toEqual([]);
  });

  it('serves nothing but stored uploads', async () => {
    for (const address of ['/uploads/../package.json', '/uploads/abc.png', `/uploads/${'0'.repeat(32)}.png`, `/uploads/${'0'.repeat(32)}.html`]) {
      const response = await fetch(`${origin}${address}`);
      expect(response.status, address).toBe(404);
    }
  });
});

const CREATE_ERROR = 'mutation ($input: MachineErrorInput!) { createMachineError(input: $input) { id code description urgency } }';

describe('machine error catalogue', () => {
  it('keeps one entry per code, whatever its case, with a clear message', async () => {
    const first = await app.admin.request<{ createMachineError: { id: number; urgency: string } }>(CREATE_ERROR, { input: { code: 'E42', description: 'Milk frother blocked', urgency: 'HIGH' } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.createMachineError).toMatchObject({ urgency: 'HIGH' });
    const again = await app.admin.request(CREATE_ERROR, { input: { code: ' E42 ', description: 'Another', urgency: 'LOW' } });
    expect(again.errors![0]).toMatchObject({ message: MACHINE_SETTINGS_MESSAGES.duplicateErrorCode, extensions: { code: 'CONFLICT', fields: { code: MACHINE_SETTINGS_MESSAGES.duplicateErrorCode } } });
    const lower = await app.admin.request(CREATE_ERROR, { input: { code: 'e42', description: 'Another', urgency: 'LOW' } });
    expect(lower.errors![0]!.extensions!.fields).toEqual({ code: MACHINE_SETTINGS_MESSAGES.errorCode });
    const second = await app.admin.request<{ createMachineError: { id: number } }>(CREATE_ERROR, { input: { code: 'E43', description: 'Door open', urgency: 'LOW' } });
    const clash = await app.admin.request('mutation ($id: Int!) { updateMachineError(id: $id, input: { code: "E42" }) { id } }', { id: second.data!.createMachineError.id });
    expect(clash.errors![0]!.extensions!.code).toBe('CONFLICT');
    const edited = await app.admin.request<{ updateMachineError: { urgency: string; description: string } }>(
      'mutation ($id: Int!) { updateMachineError(id: $id, input: { urgency: CRITICAL, description: "Door open while dispensing" }) { urgency description } }',
      { id: second.data!.createMachineError.id },
    );
    expect(edited.data!.updateMachineError).toEqual({ urgency: 'CRITICAL', description: 'Door open while dispensing' });
  });

  it('shows the catalogue to those who may view it, and changes it only for those who may change it', async () => {
    const viewer = await app.userWith(['VIEW_MACHINE_ERROR']);
    const list = await viewer.request<{ machineErrors: { results: { code: string }[] } }>('{ machineErrors(pageInput: { page: 1, size: 50 }) { results { code } } }');
    expect(list.data!.machineErrors.results.map((row) => row.code)).toContain('E42');
    const refused = await viewer.request(CREATE_ERROR, { input: { code: 'E99', description: 'Nope', urgency: 'LOW' } });
    expect(refused.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(refused.errors![0]!.extensions?.authorities).toEqual(['CREATE_MACHINE_ERROR']);
    const stranger = await app.userWith(['VIEW_MACHINE']);
    const hidden = await stranger.request('{ machineErrors(pageInput: { page: 1, size: 5 }) { results { code } } }');
    expect(hidden.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('the catalogue where machine errors appear', () => {
  it('gives a reported error, and its machine, the catalogue entry of its code', async () => {
    await app.admin.request(CREATE_ERROR, { input: { code: 'E61', description: 'Brewer unit stuck', urgency: 'CRITICAL' } });
    const reported = await app.admin.request<{ createMachineStatusError: { catalogueEntry: { code: string; description: string; urgency: string } | null } }>(
      'mutation ($input: MachineStatusErrorInput!) { createMachineStatusError(input: $input) { catalogueEntry { code description urgency } } }',
      { input: { machineId: machineIds[2], errorCodeMachine: 'e61', errorDescription: 'Brewer stuck', fatalError: true, persistenceError: false } },
    );
    expect(reported.errors).toBeUndefined();
    expect(reported.data!.createMachineStatusError.catalogueEntry).toEqual({ code: 'E61', description: 'Brewer unit stuck', urgency: 'CRITICAL' });
    const machine = await app.admin.request<{ machine: { lastErrorCatalogueEntry: { urgency: string } | null; statusError: { catalogueEntry: { code: string } | null } } }>(
      'query ($id: Int!) { machine(id: $id) { lastErrorCatalogueEntry { urgency } statusError { catalogueEntry { code } } } }',
      { id: machineIds[2] },
    );
    expect(machine.data!.machine).toEqual({ lastErrorCatalogueEntry: { urgency: 'CRITICAL' }, statusError: { catalogueEntry: { code: 'E61' } } });
    const unknown = await app.admin.request<{ createMachineStatusError: { catalogueEntry: null } }>(
      'mutation ($input: MachineStatusErrorInput!) { createMachineStatusError(input: $input) { catalogueEntry { code } } }',
      { input: { machineId: machineIds[2], errorCodeMachine: 'X404', errorDescription: 'Not catalogued', fatalError: false, persistenceError: false } },
    );
    expect(unknown.data!.createMachineStatusError.catalogueEntry).toBeNull();
    const list = await app.admin.request<{ machinesInError: { results: { errorCodeMachine: string; catalogueEntry: { urgency: string } | null }[] } }>(
      '{ machinesInError(pageInput: { page: 1, size: 10 }) { results { errorCodeMachine catalogueEntry { urgency } } } }',
    );
    expect(list.data!.machinesInError.results).toContainEqual({ errorCodeMachine: 'X404', catalogueEntry: null });
  });
});

const CREATE_PAYMENT = 'mutation ($input: MachinePaymentInput!) { createMachinePayment(input: $input) { id mid tid storeId posId partnerId clientId channelId clientSecretSet privateKeySet machine { vmcNo } } }';

describe('machine payment settings', () => {
  it('stores the secrets without ever answering or logging them, and replaces them only when given', async () => {
    const created = await app.admin.request<{ createMachinePayment: { id: number; clientSecretSet: boolean; privateKeySet: boolean } }>(CREATE_PAYMENT, {
      input: { machineId: machineIds[0], mid: 'M001', tid: 'T001', storeId: 'S01', posId: 'P01', partnerId: 'PARTNER', clientId: 'client-1', channelId: '95221', clientSecret: 'top-secret-1', privateKey: 'PRIVATE-KEY-1', active: true },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMachinePayment).toMatchObject({ mid: 'M001', clientSecretSet: true, privateKeySet: true, machine: { vmcNo: 'SET-1' } });
    const id = created.data!.createMachinePayment.id;
    // The API has no field that reads a secret.
    const asked = await app.admin.request('query ($id: Int!) { machinePayment(id: $id) { clientSecret } }', { id });
    expect(asked.errors).toBeDefined();

    const edited = await app.admin.request('mutation ($id: Int!) { updateMachinePayment(id: $id, input: { tid: "T002" }) { tid clientSecretSet } }', { id });
    expect(edited.errors).toBeUndefined();
    let [row] = await app.db.select().from(machinePayments).where(eq(machinePayments.id, id));
    expect(row).toMatchObject({ tid: 'T002', clientSecret: 'top-secret-1', privateKey: 'PRIVATE-KEY-1' });
    await app.admin.request('mutation ($id: Int!) { updateMachinePayment(id: $id, input: { clientSecret: "top-secret-2" }) { id } }', { id });
    [row] = await app.db.select().from(machinePayments).where(eq(machinePayments.id, id));
    expect(row!.clientSecret).toBe('top-secret-2');

    const log = await app.db.select().from(userActivities).where(eq(userActivities.entity, 'MACHINE_PAYMENT'));
    expect(log.length).toBeGreaterThanOrEqual(3);
    const written = JSON.stringify(log);
    for (const secret of ['top-secret-1', 'top-secret-2', 'PRIVATE-KEY-1']) expect(written).not.toContain(secret);
    expect(written).toContain('"clientSecret":{"secret":true}');
  });

  it('keeps one setting per machine, and refuses a missing secret', async () => {
    const input = { machineId: machineIds[1], mid: 'M010', tid: 'T010', clientId: 'client-10', clientSecret: 'secret-10', active: true };
    expect((await app.admin.request(CREATE_PAYMENT, { input })).errors).toBeUndefined();
    const again = await app.admin.request(CREATE_PAYMENT, { input: { ...input, mid: 'M011' } });
    expect(again.errors![0]).toMatchObject({ message: MACHINE_SETTINGS_MESSAGES.duplicatePayment, extensions: { code: 'CONFLICT' } });
    const blank = await app.admin.request(CREATE_PAYMENT, { input: { ...input, machineId: machineIds[2], clientSecret: '  ' } });
    expect(blank.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { clientSecret: 'This field is required.' } } });
    const viewer = await app.userWith(['VIEW_MACHINE_PAYMENT']);
    expect((await viewer.request(CREATE_PAYMENT, { input: { ...input, machineId: machineIds[2] } })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('machine QR', () => {
  it('keeps one QR per machine and provider', async () => {
    const create = 'mutation ($input: MachineQrInput!) { createMachineQr(input: $input) { id qrType content machine { vmcNo } } }';
    const input = { machineId: machineIds[0], qrType: 'gopay', content: '00020101021126610014COM.GO-JEK.WWW', active: true };
    const created = await app.admin.request<{ createMachineQr: { qrType: string } }>(create, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMachineQr).toMatchObject({ qrType: 'gopay', machine: { vmcNo: 'SET-1' } });
    const again = await app.admin.request(create, { input });
    expect(again.errors![0]).toMatchObject({ message: MACHINE_SETTINGS_MESSAGES.duplicateQr, extensions: { code: 'CONFLICT' } });
    expect((await app.admin.request(create, { input: { ...input, qrType: 'danapay' } })).errors).toBeUndefined();
  });
});
