import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';

// Today is 2026-11-22: a letter that came Nov 2 is disputed by Dec 2.
const LUZ =
  'me llamaron de una agencia de cobros diciendo que debo 1,876.42 de luz de un apartamento en las vegas del 2023. yo NUNCA vivi ahi, vivo en henderson desde 2019 con mi hija. la carta me llego el 2 de noviembre. me llaman 3 veces al dia y hasta al trabajo, mi supervisor ya se molesto. esa deuda no es mia';
const LUZ_THREAT =
  'hoy me dijeron que si no pago 500 hoy me van a demandar y me quitan el sueldo esta misma semana';
const GAS =
  'a collector says i owe 940 for a gas bill in reno from 2024, that account was never mine, ive lived in sparks since 2018. the letter came nov 3. they call me 4 times a day and even at work';
const GAS_THREAT = "now they say pay 300 today or they'll sue and take my paycheck by friday";

describe(
  'a collector threatening to take wages this week, on a debt that is not the person’s',
  { timeout: 30_000 },
  () => {
    it('answers the wage threat: no garnishment without a suit and a judgment, and the FDCPA bars the threat', async () => {
      const [, second] = await conversation('es', LUZ, LUZ_THREAT);
      const { strategy, phone_script, email } = second!.sections;
      expect(strategy).toContain('No pague los 500');
      expect(strategy).toContain('Nadie puede quitarle el sueldo sin una demanda y una sentencia de un juez');
      expect(strategy).toContain(
        'amenazar con eso hoy o esta semana, sin poder hacerlo así, viola la ley federal',
      );
      expect(strategy).toContain('(FDCPA, sección 807(4) y (5))');
      expect(strategy).toContain('el fiscal general de Nevada');
      expect(strategy).toContain('su último día es el 2 de diciembre de 2026');
      expect(strategy).toContain('Sobre las llamadas al trabajo');
      expect(phone_script).toContain('No me llamen al trabajo: mi empleador no lo permite.');
      expect(phone_script).not.toContain('no me llamen más a este número');
      expect(email.body).toContain('No me llamen al trabajo');
    });

    it('a year the person moved in is no debt’s year: no time-barred box for a 2023 bill', async () => {
      const [first, second] = await conversation('es', LUZ, LUZ_THREAT);
      for (const answer of [first!, second!]) {
        expect(answer.response).not.toContain('Deuda antigua');
        expect(answer.response).not.toContain('prescrita');
      }
    });

    it('in English: "take my paycheck by friday" is answered the same way', async () => {
      const [, second] = await conversation('en', GAS, GAS_THREAT);
      const { strategy, phone_script } = second!.sections;
      expect(strategy).toContain(
        'No collector can take your wages without suing you and winning a court judgment first',
      );
      expect(strategy).toContain('(FDCPA, section 807(4) and (5))');
      expect(phone_script).toContain("Don't call me at work: my employer doesn't allow it.");
      expect(second!.response).not.toContain('Old debt');
    });
  },
);
