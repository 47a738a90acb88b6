import { describe, expect, it } from 'vitest';
import type { PrinterStatus } from '@masa/core/printing/printer.schemas';
import { stalledPrinters } from './printer-state.ts';

const printer = (state: Partial<PrinterStatus>): PrinterStatus => ({
  id: 'p1',
  name: 'Mutfak yazıcısı',
  stations: ['Mutfak'],
  printsReceipts: false,
  twin: false,
  online: true,
  waiting: 0,
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  ...state,
});

describe('stalledPrinters', () => {
  it('names a printer that does not answer while tickets wait for it', () => {
    const down = printer({ id: 'down', online: false, waiting: 3 });
    expect(stalledPrinters([printer({}), down])).toEqual([down]);
  });

  it('is silent when every printer prints, or one is down with nothing to print', () => {
    const quiet = [
      printer({ online: true, waiting: 2 }),
      printer({ online: false, waiting: 0 }),
      printer({ online: null, waiting: 0 }),
    ];
    expect(stalledPrinters(quiet)).toEqual([]);
  });

  it("on a station's display, names only the printers of that station", () => {
    const kitchen = printer({ id: 'kitchen', online: false, waiting: 1 });
    const bar = printer({ id: 'bar', stations: ['Bar'], online: false, waiting: 2 });
    expect(stalledPrinters([kitchen, bar], 'Bar')).toEqual([bar]);
    expect(stalledPrinters([kitchen, bar], null)).toEqual([kitchen, bar]);
  });
});
