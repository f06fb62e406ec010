import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { detectFollowUp } from '../../../domain/chat/read-case.js';
import { claimsOf } from '../../../domain/chat/claims.js';

describe('a repair shop says a missed call counts as approval, and threatens storage by the day', () => {
  it('reads a call they say they made, offered as the approval, as a claim of authorization', () => {
    for (const text of [
      'the service writer says he DID call me, i have a missed call at 10:14 am and no voicemail, and he says that counts',
      'shop says they called me and i didnt pick up so thats approval',
      'mechanic claims a missed call counts as consent',
      'el encargado dice que si me llamo, tengo una llamada perdida sin mensaje, y que eso cuenta como autorizacion',
    ]) {
      expect(claimsOf(text)).toContain('authorized');
      expect(detectFollowUp(text)).toBe('said_no');
    }
    // A call reported with no claim that it approved anything is no authorization claim.
    expect(claimsOf('the bank said they called me about it')).not.toContain('authorized');
  });

  it('reads storage by the day as a new charge threatened, never an offer of money off', () => {
    expect(detectFollowUp("also they'll charge 35 a day storage starting tomorrow")).toBe('said_no');
    expect(detectFollowUp('storage is 50/day after friday')).toBe('said_no');
    expect(detectFollowUp('me van a cobrar 40 por dia de almacenaje desde mañana')).toBe('said_no');
    expect(detectFollowUp('they took 35 off the bill')).toBe('counter_offer');
  });

  it('answers the claim with the record, keeps the figures, and picks the car up before storage (en)', async () => {
    const [, second] = await conversation(
      'en',
      "I'm a nurse in sacramento, took my car in for brakes. I signed a written estimate for 640 (front pads and labor). Now the bill is 1,185.50 because they also replaced rotors and a caliper. Nobody asked me. They won't give me the car until I pay all of it.",
      "the service writer says he DID call me, i have a missed call at 10:14 am and no voicemail, and he says that counts. also they'll charge 35 a day storage starting tomorrow",
    );
    const text = second!.response;
    expect(text).toContain('a call nobody answered (a missed call, with no message) approves nothing');
    expect(text).toContain('Please show me the record of that authorization');
    expect(text).toContain("I'm paying the 1,185.50 today under protest");
    expect(text).toContain('$545.50');
    expect(text).toContain(
      'before the 35-a-day storage they threaten starts: it is a new charge on top of the bill',
    );
    expect(text).not.toContain('1,150.50');
    expect(text).not.toContain('510.50');
    expect(text).not.toContain('taking the 35 off');
    expect(text).not.toContain('nobody called to ask');
  });

  it('does the same in Spanish, with other figures', async () => {
    const [, second] = await conversation(
      'es',
      'deje mi carro en un taller en fresno para frenos, firme un presupuesto por escrito de 500. ahora la cuenta es 980 porque cambiaron rotores sin preguntarme. no me dan el carro si no pago todo',
      'el encargado dice que si me llamo, tengo una llamada perdida sin mensaje, y que eso cuenta como autorizacion. y me van a cobrar 40 por dia de almacenaje desde mañana',
    );
    const text = second!.response;
    expect(text).toContain(
      'una llamada que nadie contestó (una llamada perdida, sin mensaje) no aprueba nada',
    );
    expect(text).toContain('muéstrenme el registro de esa autorización');
    expect(text).toContain('hoy pago los 980 bajo protesta');
    expect(text).toContain('$480');
    expect(text).toContain('antes de que empiece el almacenaje de 40 por día');
    expect(text).not.toContain('$940');
    expect(tuteoMarkers(text)).toEqual([]);
  });
});
