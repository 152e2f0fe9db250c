import type { GridColDef } from '@mui/x-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellText, downloadCsv, toCsv } from './csv';
import { gridCsvColumns } from './grid-csv';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF-ended lines', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; age: number }) => row.name },
        { header: 'Age', value: (row) => row.age },
      ],
      [
        { name: 'Budi', age: 30 },
        { name: 'Siti Nurhaliza', age: 41 },
      ],
    );
    expect(csv).toBe(`${BOM}Name,Age\r\nBudi,30\r\nSiti Nurhaliza,41\r\n`);
  });

  it('quotes fields with quotes, commas and line breaks, doubling the quotes', () => {
    const rows = ['plain', 'a,b', 'say "hi"', 'line\nbreak', 'cr\rhere', 'crlf\r\nhere', ''];
    const csv = toCsv([{ header: 'v', value: (row: string) => row }], rows);
    expect(csv).toBe(`${BOM}v\r\nplain\r\n"a,b"\r\n"say ""hi"""\r\n"line\nbreak"\r\n"cr\rhere"\r\n"crlf\r\nhere"\r\n\r\n`);
  });

  it('keeps Indonesian and other non-ASCII text as is', () => {
    const csv = toCsv([{ header: 'Kota', value: (row: string) => row }], ['Yogyakarta — Jl. Malioboro', 'Café']);
    expect(csv).toBe(`${BOM}Kota\r\nYogyakarta — Jl. Malioboro\r\nCafé\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('handles a list with no rows', () => {
    expect(toCsv([{ header: 'A', value: () => 1 }], [])).toBe(`${BOM}A\r\n`);
  });
});

describe('cellText', () => {
  it('neutralises formulas', () => {
    expect(cellText('=1+2')).toBe("'=1+2");
    expect(cellText('+cmd|calc')).toBe("'+cmd|calc");
    expect(cellText('-2+3')).toBe("'-2+3");
    expect(cellText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cellText('\t=1')).toBe("'\t=1");
    expect(cellText('+62 812 3456')).toBe("'+62 812 3456");
  });

  it('keeps plain numbers as numbers', () => {
    expect(cellText('-5')).toBe('-5');
    expect(cellText('-0.25')).toBe('-0.25');
    expect(cellText('+7')).toBe('+7');
    expect(cellText(-5)).toBe('-5');
    expect(cellText('a=b')).toBe('a=b');
  });

  it('writes empty, dates, booleans, lists and objects readably', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(new Date('2024-01-02T03:04:05.000Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(cellText(new Date('nope'))).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText(['a', 'b'])).toBe('a; b');
    expect(cellText({ id: 1 })).toBe('{"id":1}');
  });

  it('quotes a neutralised formula that also needs quoting', () => {
    expect(toCsv([{ header: 'x', value: () => '=HYPERLINK("http://x","y")' }], [1])).toBe(
      `${BOM}x\r\n"'=HYPERLINK(""http://x"",""y"")"\r\n`,
    );
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('clicks a link to an object URL of the text, then revokes the URL', async () => {
    vi.useFakeTimers();
    const link = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const appendChild = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { appendChild } });
    let blob: Blob | undefined;
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:test';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    downloadCsv('roles.csv', `${BOM}a\r\n`);

    expect(link.href).toBe('blob:test');
    expect(link.download).toBe('roles.csv');
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a]));
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test');
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
  });
});

describe('gridCsvColumns', () => {
  interface Row {
    id: number;
    name: string;
    role: { name: string };
    active: boolean;
    status: string;
  }
  const columns: GridColDef<Row>[] = [
    { field: 'id', headerName: 'ID' },
    { field: 'name' },
    { field: 'role', headerName: 'Role', valueGetter: (_value, row) => row.role.name },
    { field: 'active', headerName: 'Active', valueFormatter: (value: boolean) => (value ? 'Yes' : 'No') },
    {
      field: 'status',
      headerName: 'Status',
      type: 'singleSelect',
      valueOptions: [
        { value: 'O', label: 'Open' },
        { value: 'C', label: 'Closed' },
      ],
    },
    { field: 'actions', headerName: 'Actions' },
    { field: 'edit', type: 'actions', getActions: () => [] },
  ];
  const rows: Row[] = [{ id: 7, name: 'Ana', role: { name: 'Admin' }, active: false, status: 'C' }];
  const apiRef = { current: null };

  it('uses headers, getters, formatters and option labels, skipping actions', () => {
    expect(toCsv(gridCsvColumns(columns, apiRef), rows)).toBe(`${BOM}ID,name,Role,Active,Status\r\n7,Ana,Admin,No,Closed\r\n`);
  });

  it('leaves out hidden columns', () => {
    expect(toCsv(gridCsvColumns(columns, apiRef, new Set(['name', 'active'])), rows)).toBe(`${BOM}name,Active\r\nAna,No\r\n`);
  });
});
