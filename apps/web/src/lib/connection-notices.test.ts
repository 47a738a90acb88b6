import { describe, expect, it } from 'vitest';
import { texts } from '../i18n/texts.ts';
import {
  type ConnectionEvent,
  initialNoticeState,
  nextConnectionNotice,
} from './connection-notices.ts';

const t = texts('connection');

/** The texts said for a sequence of events. */
function said(events: ConnectionEvent[]): string[] {
  let state = initialNoticeState;
  const texts: string[] = [];
  for (const event of events) {
    const next = nextConnectionNotice(state, event);
    state = next.state;
    if (next.notice) texts.push(t(`connection.${next.notice}`));
  }
  return texts;
}

describe('connection notices (001 §8 Connection toasts)', () => {
  it('says a dropped connection, each failed attempt once, the transport switch and the recovery', () => {
    expect(
      said(['connected', 'lost', 'refused', 'switching', 'refused', 'switching', 'connected']),
    ).toEqual([
      'Bağlantı koptu, yeniden bağlanılıyor...',
      'İnternet bağlantınızı kontrol edin ve tekrar deneyin',
      'Alternatif bağlantı yöntemi deneniyor...',
      'Bağlantı yeniden kuruldu',
    ]);
  });

  it('says a timed-out attempt', () => {
    expect(said(['timeout', 'timeout', 'connected'])).toEqual([
      'Bağlantı zaman aşımına uğradı, yeniden deneniyor...',
      'Bağlantı yeniden kuruldu',
    ]);
  });

  it('speaks for the live connection while the browser is offline, then says it is back', () => {
    expect(said(['offline', 'lost', 'refused', 'switching', 'online', 'connected'])).toEqual([
      'İnternet bağlantınız kesildi. Bağlantı gelince bilgileriniz yenilenecek.',
      'İnternet bağlantınız geri geldi.',
      'Bağlantı yeniden kuruldu',
    ]);
    expect(said(['online', 'connected'])).toEqual([]);
  });
});
