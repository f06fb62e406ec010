import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

/**
 * The person's own figures in their roles: extra repair work approved by phone is owed with the
 * estimate and only the rest is disputed; a job posting's range is the employer's, not a target.
 */
describe('a repair bill with an extra the person approved by phone and extras they never approved', () => {
  it('disputes only the unapproved work: 420 + 260 = 680 owed, 460 then 331 disputed', async () => {
    const [first, second, third] = await conversation(
      'en',
      'took my car to a shop in houston for brakes. quote was 420 for front pads. they called and said rotors too +260, i said ok for the rotors ONLY. now final bill is 1,140, includes calipers 331 and a brake fluid flush 129 that i never approved. they say i cant get my car until i pay all of it',
      "manager says he'll take off the fluid flush 129 but the calipers were 'needed for safety' and he wont release the car unless i pay 1,011. they close at 6 today and i need the car for work tomorrow",
      'ok i paid the 1011 on my visa credit card so i could get the car. asked for the old calipers, they said they already threw them out. what now',
    );
    expect(first!.sections.strategy).toContain("Offer to pay the part you don't dispute ($680) now.");
    expect(first!.sections.strategy).toContain('dispute $460');
    expect(first!.sections.phone_script).toContain(
      'the $460 over the 420 estimate plus the 260 approved ($680)',
    );
    expect(first!.response).not.toMatch(/\$720|\(420\) now/u);
    expect(second!.sections.strategy).toContain(
      'dispute the $331 still over the 420 estimate plus the 260 approved',
    );
    expect(second!.response).not.toContain('$591');
    expect(third!.sections.strategy).toContain('the $331 you paid over the $680 you approved');
    expect(third!.sections.strategy).toContain('They threw out the old parts after you asked for them');
    expect(third!.sections.phone_script).toContain('the only extra I approved was the 260, $680 in all');
    expect(third!.response).not.toMatch(/\$591|My written estimate was 420, and I never approved more/u);
  });

  it('reads the same in Spanish, without a currency sign', async () => {
    const [first, , third] = await conversation(
      'es',
      'lleve mi carro a un taller en dallas por los frenos. me cotizaron 380 por las pastillas. me llamaron para cambiar los rotores por 240 mas y les dije que si, solo eso. ahora la factura es de 990 y trae unos calipers de 270 y un cambio de aceite de 100 que nunca autorice. no me dan el carro hasta que pague todo',
      'el gerente quito los 100 del aceite pero dice que los calipers eran necesarios por seguridad y no me entrega el carro si no pago 890',
      'ya pague los 890 con mi tarjeta de credito para sacar el carro. pedi los calipers viejos y me dijeron que ya los tiraron. que hago',
    );
    expect(first!.sections.strategy).toContain('Ofrezca pagar ahora la parte que no disputa ($620).');
    expect(first!.sections.strategy).toContain('disputar $370');
    expect(third!.sections.strategy).toContain('los $270 que pagó por encima de los $620 que aprobó');
    expect(third!.sections.strategy).toContain('Tiraron las piezas viejas');
  });

  it('an extra approved with other words ("i approved a new gasket for 120 more")', async () => {
    const [first, second] = await conversation(
      'en',
      "mechanic quoted 300 to fix an oil leak. they called and i approved a new gasket for 120 more. the final bill is 700 because they added a serpentine belt for 280 without asking me. they're holding my car till i pay",
      'i paid the 700 on my credit card under protest to get the car. now what',
    );
    expect(first!.sections.strategy).toContain("Offer to pay the part you don't dispute ($420) now.");
    expect(first!.sections.strategy).toContain('dispute $280');
    expect(second!.sections.strategy).toContain('700 − $420 = $280');
  });
});

describe("a job offer under the employer's own posted range", () => {
  it('counters at the top of the posted range, aims where the market starts, names the skills and the deadline', async () => {
    const [first] = await conversation(
      'en',
      "got an offer for marketing coordinator in denver, 62k base. the job posting said range 60k-70k. glassdoor says 68-75 for the same role at similar companies. i have 3 yrs experience and a google ads cert which the posting listed as 'preferred'. recruiter wants an answer by friday. i really want this job i dont want to lose it by asking for more",
    );
    const { strategy, phone_script: script } = first!.sections;
    expect(strategy).toContain('counter once at 70k, the top of their range, and aim to land at 68k or more');
    expect(strategy).toContain('very rarely costs anyone an offer');
    expect(strategy).toContain('Friday, November 27 (the day after Thanksgiving');
    expect(script).toContain(
      "With 3 years of experience and a google ads certification, which the posting lists as preferred, and what this role pays in the market (68k–75k), I'd like to ask for 70k",
    );
    expect(script).toContain('with 68k as the target');
    expect(first!.response).toContain("Since you'd like my answer by Friday, November 27");
    expect(first!.response).not.toMatch(/60k target|ask once for 63k|\[key skills\]|60k as the target/u);
  });

  it('reads a Spanish posting range in "mil" and a listing range with dollar signs', async () => {
    const [es] = await conversation(
      'es',
      'me ofrecieron 58 mil al año como analista de datos en houston. la vacante decia un rango de 55 a 65 mil. en indeed dicen que el mercado paga 62 a 70 mil. tengo 4 años de experiencia y una certificación de power bi que la vacante pedia como deseable. me piden respuesta el miércoles y no quiero perder la oferta',
    );
    expect(es!.sections.strategy).toContain('haga una sola contraoferta de 65 mil, el máximo de su rango');
    expect(es!.sections.phone_script).toContain('Con 4 años de experiencia y una certificación de power bi');
    const [en] = await conversation(
      'en',
      'offer is $85,000 for a senior accountant role in chicago. the salary range on the listing was $80,000 to $95,000. i have 6 years of experience and my CPA license. market rate is around 92k. they want to hear back by dec 1',
    );
    expect(en!.sections.strategy).toContain('counter once at $95,000, the top of their range');
    expect(en!.sections.phone_script).toContain('6 years of experience and a CPA license');
    expect(en!.response).not.toContain('97k');
  });
});

describe('a supplier price rise on a weekly volume, and a lower price tied to buying more', () => {
  it('keeps "40 cajas a la semana" weekly and weighs "33 si le compro 50" against what is bought now', async () => {
    const [first, second] = await conversation(
      'es',
      'tengo una taqueria, mi proveedor de tortillas me subio el precio de 28 a 36 la caja sin avisar, compro como 40 cajas a la semana. llevo 5 años con ellos. tambien el de carne me esta cobrando entrega 25 que antes no cobraba. quiero negociar los dos pero sin perderlos',
      'el de tortillas dijo que lo mas que puede es 33 si le compro 50 cajas a la semana. el de carne no contesta desde hace una semana',
    );
    expect(first!.sections.strategy).toContain(
      'con unos 40 a la semana, $320 más a la semana (unos $1,387 al mes, $16,640 al año)',
    );
    expect(first!.response).toContain('Si nos comprometemos a 40 a la semana por 12 meses');
    expect(first!.response).not.toMatch(/40 al mes|\$3,840 al año/u);
    expect(second!.sections.strategy).toContain('50 × 33 = $1,650 a la semana, más que los $1,440');
    expect(second!.sections.strategy).toContain('le saldría a $41.25');
    expect(second!.sections.strategy).toContain('33 por sus 40 a la semana, o 45 a la semana a 33');
    expect(second!.response).not.toMatch(/sus 40 al mes|que hoy \(28\)|¿Podrían mejorarla un poco\?/u);
    // The meat supplier's new delivery charge is kept in both answers, in writing with a date.
    expect(first!.sections.strategy).toContain(
      'El nuevo cargo de entrega de 25 del proveedor de carne es otra conversación',
    );
    expect(second!.sections.strategy).toContain(
      'El cargo de entrega de 25 del proveedor de carne: si no contestan, escríbales hoy',
    );
  });

  it('reads "48 per case … 30 cases a week" in English, and "45 if we take 40 cases per week"', async () => {
    const [first, second] = await conversation(
      'en',
      'i run a small pizza place. our cheese supplier raised the price from 42 to 48 per case, we buy about 30 cases a week. been with them 8 years. how do i push back without losing them',
      'rep said best he can do is 45 if we take 40 cases per week',
    );
    expect(first!.sections.strategy).toContain(
      'at about 30 a week, $180 more a week (about $780 a month, $9,360 a year)',
    );
    expect(first!.response).not.toContain('surcharge');
    expect(second!.sections.strategy).toContain(
      '40 × 45 = $1,800 a week, more than the $1,440 your 30 cost at 48',
    );
  });
});

describe("a supplier's rise under a contract's notice clause, then relabelled a surcharge", () => {
  it('works out 18% of 2,400, holds the price until Nov 18 + 30 days, and answers the relabel and the lock', async () => {
    const [first, second] = await conversation(
      'en',
      'i own a small bakery. our flour supplier emailed nov 18 that prices go up 18% starting dec 1. our contract says they have to give 30 days written notice for price changes. we spend about 2,400 a month with them. i want to push back but i cant lose them right before the holidays',
      "sales rep says the 30 days is only for 'list price changes' and this is a 'fuel and freight surcharge' so it doesnt count. he said if we want the old price locked we have to sign a 12 month contract",
    );
    expect(first!.sections.strategy).toContain(
      '18% of about 2,400 a month is $432 a month, about $5,184 a year',
    );
    expect(first!.sections.strategy).toContain(
      "the new price can't apply before December 18, 2026, not December 1, 2026",
    );
    expect(first!.response).not.toMatch(
      /\[new price − current price\]|check whether your contract or agreement fixes the price or requires notice/u,
    );
    expect(second!.sections.strategy).toContain(
      'is a price change under your contract, whatever they call it',
    );
    expect(second!.sections.strategy).toContain('nothing can change before December 18, 2026');
    expect(second!.sections.strategy).toContain('it would save you about $432 a month');
    expect(second!.sections.strategy).toContain(
      'Ask for 6 months instead, with no exclusivity or minimum-volume clause',
    );
    expect(second!.response).not.toMatch(
      /they have to give 30 days|You said it's in the terms|I understand the answer (?:is|was) no/u,
    );
    expect(second!.response).toContain('you have to give 30 days written notice');
  });

  it('reads the same in Spanish: "avisar con 30 dias de anticipacion", "un recargo … no un aumento", "contrato de 12 meses"', async () => {
    const [first, second] = await conversation(
      'es',
      'tengo una panaderia. el proveedor de harina nos mando un correo el 20 de noviembre que los precios suben 15% a partir del 1 de diciembre. el contrato dice que tienen que avisar con 30 dias de anticipacion. le compramos unos 3,000 al mes',
      'el vendedor dice que eso es un recargo de combustible y no un aumento de precio, asi que no aplica. y que si queremos el precio fijo hay que firmar un contrato de 12 meses',
    );
    expect(first!.sections.strategy).toContain('el 15% de unos 3,000 al mes son $450 al mes');
    expect(first!.sections.strategy).toContain(
      'el nuevo precio no puede aplicarse antes del 20 de diciembre de 2026',
    );
    expect(second!.sections.strategy).toContain('es un cambio de precio según su contrato');
    expect(second!.sections.strategy).toContain('Pida 6 meses, sin exclusividad ni volumen mínimo');
  });
});

describe('a client late on two invoices told one by one, then offering part on a release', () => {
  it('names each invoice with its due day and days late, then keeps the undisputed one whole and refuses the release', async () => {
    const [first, second] = await conversation(
      'es',
      'soy diseñadora freelance en nueva york. un cliente (una agencia chiquita) me debe 2.800 de dos facturas: 1.200 del 15 de agosto y 1.600 del 30 de septiembre, las dos a 30 días. no contestan mis correos hace 3 semanas. tengo los correos donde me aprobaron los dos trabajos',
      "por fin contestó la dueña: dice que el segundo trabajo 'no quedó como querían' y que me pagan la primera factura ahora y la mitad de la segunda, o sea 2.000, si firmo que con eso quedamos a mano",
    );
    expect(first!.sections.strategy).toContain(
      'la factura de 1.200 del 15 de agosto, vencida el 14 de septiembre, con 69 días de atraso y la factura de 1.600 del 30 de septiembre, vencida el 30 de octubre, con 23 días de atraso; 2.800 en total',
    );
    expect(first!.response).not.toMatch(/\[fecha de vencimiento\]|factura \[número\] de 2\.800/u);
    expect(first!.response).toContain('Averigüe si New York (o su ciudad) tiene una ley de pago');
    expect(second!.sections.strategy).toContain('La factura de 1.200 del 15 de agosto no está en discusión');
    expect(second!.sections.strategy).toContain(
      'de la factura de 1.600 del 30 de septiembre quedan $800 sin pagar',
    );
    expect(second!.sections.strategy).toContain(
      'No firme nada que diga que quedan a mano por menos de 2.800',
    );
    expect(second!.sections.strategy).toContain('aprobaron ese trabajo por escrito');
    expect(second!.response).not.toMatch(/lo está usando|factura \[número\] de 2\.800/u);
  });

  it('reads the same in English ("2,000 from july 10 and 1,500 from sept 1, both net 30")', async () => {
    const [first, second] = await conversation(
      'en',
      'freelance photographer in chicago. a client owes me 3,500 on two invoices: 2,000 from july 10 and 1,500 from sept 1, both net 30. they stopped answering my emails. i have their emails approving both shoots',
      "the owner finally replied: she says the second shoot wasn't what they wanted, and offers to pay the first invoice now plus half of the second, 2,750 total, if i sign that we're square",
    );
    expect(first!.sections.strategy).toContain(
      'the 2,000 invoice of July 10, due August 9, 105 days overdue',
    );
    expect(second!.sections.strategy).toContain("The 2,000 invoice of July 10 isn't in dispute");
    expect(second!.sections.strategy).toContain('leaves $750 of the 1,500 invoice of September 1 unpaid');
  });
});
