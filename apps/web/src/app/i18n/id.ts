import type { Messages } from './en';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Indonesian: partial, as the spec says; missing strings fall back to English. */
export const id: DeepPartial<Messages> = {
  app: { language: 'Bahasa', profile: 'Profil', logout: 'Keluar', menu: 'Menu' },
  navigation: { general: 'Umum', analytics: 'Analitik', userAndRole: 'Pengguna dan Peran', shop: 'Toko' },
  home: {
    welcome: 'Selamat datang, {{name}}',
    signedInAs: 'Masuk sebagai {{username}} ({{role}}).',
    sections: 'Bagian Anda',
  },
  login: { title: 'Masuk', username: 'Nama pengguna', password: 'Kata sandi', submit: 'Masuk', failed: 'Gagal masuk.' },
  common: {
    add: 'Tambah',
    edit: 'Ubah',
    save: 'Simpan',
    cancel: 'Batal',
    back: 'Kembali',
    retry: 'Coba lagi',
    yes: 'Ya',
    no: 'Tidak',
    active: 'Aktif',
    inactive: 'Tidak aktif',
    loading: 'Memuat…',
    saved: 'Tersimpan.',
  },
};
