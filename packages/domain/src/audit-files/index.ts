export * from './dex-crc';
export * from './dex-file';
export * from './dex-parse';
export * from './audit-files';
