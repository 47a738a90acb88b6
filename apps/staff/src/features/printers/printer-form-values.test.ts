import { PRINTER_FIELD_MESSAGES as M } from '@masa/core/printing/printer.schemas';
import { describe, expect, it } from 'vitest';
import { newPrinterValues, printerBody } from './printer-form-values.ts';

const values = { ...newPrinterValues(), name: ' Mutfak yazıcısı ', host: '192.168.1.50' };

describe('printerBody', () => {
  it('sends the port as a number and the name and address trimmed', () => {
    expect(printerBody({ ...values, port: ' 9100 ', stations: ['Mutfak'] })).toEqual({
      body: { ...values, name: 'Mutfak yazıcısı', port: 9100, stations: ['Mutfak'] },
    });
  });

  it.each(['0', '70000', '91.5', 'abc', ''])(
    "refuses the port %j in the server's words before asking it",
    (port) => {
      expect(printerBody({ ...values, port })).toEqual({ problem: M.port });
    },
  );

  it('accepts the ends of the range', () => {
    expect(printerBody({ ...values, port: '1' })).toHaveProperty('body.port', 1);
    expect(printerBody({ ...values, port: '65535' })).toHaveProperty('body.port', 65535);
  });

  it('asks for a name and an address', () => {
    expect(printerBody({ ...values, name: '  ' })).toEqual({ problem: M.name });
    expect(printerBody({ ...values, host: 'not an address!' })).toEqual({ problem: M.host });
  });
});
