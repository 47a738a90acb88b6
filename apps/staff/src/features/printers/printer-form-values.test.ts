import { sayRule } from '@masa/core/testing/say-rule';
import { describe, expect, it } from 'vitest';
import { newPrinterValues, printerBody, type PrinterFormValues } from './printer-form-values.ts';

const values = { ...newPrinterValues(), name: ' Mutfak yazıcısı ', host: '192.168.1.50' };
/** The form's problem as the staff read it: core's rule text (ADR 117) said in Turkish. */
const problemOf = (form: PrinterFormValues) => {
  const checked = printerBody(form);
  return 'problem' in checked ? sayRule(checked.problem) : null;
};

describe('printerBody', () => {
  it('sends the port as a number and the name and address trimmed', () => {
    expect(printerBody({ ...values, port: ' 9100 ', stations: ['Mutfak'] })).toEqual({
      body: { ...values, name: 'Mutfak yazıcısı', port: 9100, stations: ['Mutfak'] },
    });
  });

  it.each(['0', '70000', '91.5', 'abc', ''])(
    "refuses the port %j in the server's words before asking it",
    (port) => {
      expect(problemOf({ ...values, port })).toBe('Port 1 ile 65535 arasında bir tam sayı olmalı');
    },
  );

  it('accepts the ends of the range', () => {
    expect(printerBody({ ...values, port: '1' })).toHaveProperty('body.port', 1);
    expect(printerBody({ ...values, port: '65535' })).toHaveProperty('body.port', 65535);
  });

  it('asks for a name and an address', () => {
    expect(problemOf({ ...values, name: '  ' })).toBe(
      'Yazıcı adı 1 ile 60 karakter arasında olmalı',
    );
    expect(problemOf({ ...values, host: 'not an address!' })).toBe(
      'Yazıcı adresi bir IPv4 adresi (192.168.1.50) ya da bir ağ adı (mutfak-yazici.local) olmalı',
    );
  });
});
