import type { Messages } from './en';
import { posId } from './pos';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Indonesian: partial, as the spec says; missing strings fall back to English. */
export const id: DeepPartial<Messages> = {
  app: { language: 'Bahasa', profile: 'Profil', logout: 'Keluar', menu: 'Menu', skipToMain: 'Langsung ke isi halaman' },
  navigation: { general: 'Umum', analytics: 'Analitik', userAndRole: 'Pengguna dan Peran', shop: 'Toko' },
  pos: posId,
  home: {
    welcome: 'Selamat datang, {{name}}',
    signedInAs: 'Masuk sebagai {{username}} ({{role}}).',
    sections: 'Bagian Anda',
  },
  login: {
    title: 'Masuk',
    username: 'Nama pengguna',
    password: 'Kata sandi',
    submit: 'Masuk',
    failed: 'Gagal masuk.',
    unreachable: 'Server tidak dapat dihubungi.',
  },
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
    notFound: 'Halaman tidak ditemukan.',
    goHome: 'Ke halaman utama',
    loadError: 'Halaman ini tidak dapat dimuat.',
  },
  errors: {
    title: 'Terjadi kesalahan',
    offline: 'Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi.',
    server: 'Server tidak dapat menjawab. Coba lagi sebentar lagi.',
    databaseUnavailable: 'Server tidak dapat menghubungi basis datanya. Coba lagi sebentar lagi.',
    notSaved: 'Server tidak dapat menghubungi basis datanya: tidak ada yang disimpan. Coba lagi sebentar lagi.',
    pageLoad: 'Periksa koneksi: halaman dimuat sendiri begitu server menjawab, atau tekan Coba lagi.',
    sessionUnknown: 'Sesi Anda tidak dapat diperiksa.',
    listFailed: 'Data tidak dapat dimuat.',
    recordNotFound: 'Data ini tidak ada. Mungkin sudah dihapus, atau alamatnya salah.',
    goBack: 'Kembali',
  },
};
