import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { expectSays } from './test-support.js';

// A signed lease told with its first and last day, and a rise set before the last one: a mid-lease
// rise, never a renewal to bargain over; "he won't renew" is answered as asked.
const PEORIA =
  "my landlord in peoria IL texted me yesterday that rent goes from 1450 to 1600 starting jan 1 because 'property taxes went up'. i signed a 12 month lease aug 1 2026 to july 31 2027 at 1450. i didnt sign anything new. can he do this?? i have 2 kids i cant move in winter";
const WONT_RENEW =
  "he answered that if i dont agree to the 1600 he just won't renew and i have to be out july 31. is that legal too";

const ES_LEASE =
  'mi casero me quiere subir la renta de 1,200 a 1,350 desde febrero durante el contrato, tengo contrato hasta el 30 de junio de 2027 y no firme nada nuevo. puede hacer eso?';
const ES_WONT_RENEW =
  'me dijo que si no acepto no me va a renovar el contrato y me tengo que salir en junio. ¿puede hacer eso?';

describe('a rise inside a lease told with its dates', () => {
  it('keeps the lease rent to the lease end, never a counter at a higher rent', async () => {
    const [first] = await conversation('en', PEORIA);
    const text = first!.response;
    expectSays(text, [
      "You're inside a fixed-term lease that runs until July 31, 2027",
      'which clause allows a change before July 31, 2027',
      "don't sign an amendment or pay 1600",
      'My lease runs until July 31, 2027 at 1450',
    ]);
    expect(text).not.toMatch(
      /renew with a smaller rise|Could we renew at|Thanks for the renewal notice|\$1525|until January 1, 2027/,
    );
  });

  it('answers "can he just not renew?": the lease holds, the end is a local and state question, the next lease apart', async () => {
    const [, second] = await conversation('en', PEORIA, WONT_RENEW);
    const text = second!.response;
    expectSays(text, [
      'Your lease still sets the rent at 1450 until July 31, 2027',
      "saying no to 1600 doesn't end it sooner",
      'Whether he can simply not renew when the lease ends',
      'has a rule on ending a tenancy at the end of a lease',
      "reread your lease's renewal and notice clause",
      'Renewing at a higher rent is a separate decision, for the next lease: around May 2027',
      'what notice the lease gives for not renewing',
    ]);
    expect(text).not.toMatch(
      /Could the new rent start in|Would you keep it at|one-month credit|A first no is often not the end/,
    );
  });

  it('reads the same in Spanish, with usted, and counts the next talk from the lease end', async () => {
    const [first, second] = await conversation('es', ES_LEASE, ES_WONT_RENEW);
    expectSays(first!.response, [
      'Usted está dentro de un contrato a plazo fijo que va hasta el 30 de junio de 2027',
    ]);
    const text = second!.response;
    expectSays(text, [
      'Su contrato sigue fijando la renta en 1,200 hasta el 30 de junio de 2027',
      'Si puede simplemente no renovarle cuando termine el contrato',
      'relea la cláusula de renovación y de aviso de su contrato',
      'hacia abril de 2027',
    ]);
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('a rise the day after the lease ends stays a renewal', async () => {
    const [first] = await conversation(
      'en',
      'my lease ends june 30 and the landlord texted that rent goes from 1450 to 1750 starting july 1',
    );
    expect(first!.response).not.toMatch(/inside a fixed-term lease/);
  });
});
