import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  return (await conversationOn(today, lang, ...turns)).map((answer) => answer.response);
}

const FIRST =
  "bought a used 2021 rav4 sept 27 at a dealer in marietta GA, financed thru them. going over the papers now and theres stuff i never asked for: gap 895, 'tire & wheel nitrogen' 199, vin etch 349, extended warranty 2,450. finance guy said the bank REQUIRED the warranty and gap to approve me. I did NOT want any of it. can i return the car? theres a 3 day rule right?";
const REPLY =
  "went back today. they said they'll cancel the warranty but gap and the etch are 'non refundable' and the nitrogen is 'already in the tires'. and he said if i keep pushing they might have to 'rewrite the deal' at a higher rate";

describe(
  "dealer add-ons on a car named by its model, and the dealer's answer about each",
  { timeout: 30_000 },
  () => {
    it('answers the return question first, names every add-on with its figure, and asks the lender', async () => {
      const [first] = await answers([FIRST], 'en', '2026-10-06');
      expect(first).toMatch(
        /## Strategy\n\nYou can't count on returning the car: the federal 3-day cooling-off rule doesn't cover cars bought at a dealership/,
      );
      expect(first).toContain(
        'the GAP coverage (895), the nitrogen fill (199), the etching (349) and the extended warranty (2,450), $3,893 in all',
      );
      expect(first).toContain('The nitrogen fill (199) and the etching (349) are different');
      expect(first).toContain(
        'Ask the lender too, in writing, whether any of them was a condition of approving your loan.',
      );
      expect(first).toContain("the Georgia attorney general's office");
      expect(first).toContain("I'll file a complaint with the Georgia attorney general and with the CFPB");
      expect(first).toContain('I was told the extended warranty and the GAP coverage were required.');
      expect(first).not.toMatch(/card|charge you didn't make/i);
    });

    it("meets each of the dealer's answers: the cancellation conceded, GAP refused, one-time products, the rewrite threat", async () => {
      const [, second] = await answers([FIRST, REPLY], 'en', '2026-10-06');
      expect(second).toContain(
        "They agreed to cancel the extended warranty (2,450): get that in writing today, with the refund amount and that it goes to your loan's principal.",
      );
      expect(second).toContain('the GAP coverage is a separate contract, with its own cancellation section');
      expect(second).toContain('asking for the refund of the 895');
      expect(second).toContain(
        "The dealer won't refund the etching (349) and says the nitrogen fill (199) is already in the tires.",
      );
      expect(second).toContain('ask in writing for their refund to your loan anyway');
      expect(second).toContain(
        "About the threat to redo the deal at a higher rate: don't sign any new contract or papers. Ask the lender in writing whether your loan has been funded and at what rate, and ask the Georgia attorney general's office whether a dealer can change a signed, funded contract without your agreement.",
      );
      expect(second).toContain('"Has my loan been funded, and at what rate?');
      expect(second).not.toMatch(/card issuer|charge or fee on your account/i);
      // The warranty conceded is no longer in the cancellation letter.
      expect(second).toContain('I am cancelling the GAP coverage (895) under its cancellation section.');
    });

    it('other words: a camry financed, no currency sign, the etching "already done", a higher apr', async () => {
      const [first, second] = await answers(
        [
          'financed a 2019 toyota camry nov 12 from a dealership in ohio. found addons on the contract i didnt want, extended warranty 1800 and gap 650 and etching 400. the F&I guy said the lender required them. can i just return it, isnt there a cooling off period?',
          'they said the warranty can be cancelled but gap is non-refundable and the etching was already done. now theyre saying they may need to redo the financing at a higher apr if i keep complaining',
        ],
        'en',
        '2026-11-22',
      );
      expect(first).toContain("You can't count on returning the car");
      expect(first).toContain('$2850 in all');
      expect(second).toContain('They agreed to cancel the extended warranty (1800)');
      expect(second).toContain('The dealer says the etching (400) is already done.');
      expect(second).toContain('About the threat to redo the deal at a higher rate');
    });

    it('Spanish, usted: a civic at a car lot, the bank "exigía" them, and the same answers', async () => {
      const [first, second] = await answers(
        [
          'compre una honda civic 2020 usada el 10 de noviembre en una agencia de carros en houston, financiada con ellos. revisando los papeles hay cosas que nunca pedi: garantia extendida 1,900, gap 700, grabado de vin 299 y nitrogeno 149. el de finanzas dijo que el banco exigia la garantia y el gap. puedo devolver el carro? no hay 3 dias para arrepentirse?',
          "regrese hoy. dicen que cancelan la garantia pero que el gap y el grabado no son reembolsables y que el nitrogeno 'ya esta en las llantas'. y si sigo insistiendo van a 'rehacer el contrato' con una tasa mas alta",
        ],
        'es',
        '2026-11-22',
      );
      expect(first).toContain(
        'No cuente con devolver el auto: la regla federal de 3 días no cubre autos comprados en el concesionario',
      );
      expect(first).toContain('el llenado de nitrógeno (149), $3,048 en total');
      // Only the products the bank was said to require are called required.
      expect(first).toContain('Me dijeron que la garantía extendida y el seguro GAP eran obligatorios.');
      expect(second).toContain('Aceptaron cancelar la garantía extendida (1,900)');
      expect(second).toContain(
        'El concesionario no le reembolsa el grabado (299) y dice que el llenado de nitrógeno (149) ya está en las llantas.',
      );
      expect(second).toContain(
        'Sobre la amenaza de rehacer el contrato con una tasa más alta: no firme ningún contrato ni papel nuevo.',
      );
      expect(tuteoMarkers(first!)).toEqual([]);
      expect(tuteoMarkers(second!)).toEqual([]);
    });
  },
);
