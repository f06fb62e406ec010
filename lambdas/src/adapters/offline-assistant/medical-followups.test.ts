import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';

const UNINSURED_ES =
  'no tengo aseguranza, estuve internado 3 dias en el hospital del condado en agosto y la factura es de 12 mil dolares. gano 1800 al mes, somos 2. el hospital es sin fines de lucro';
const UNINSURED_EN =
  'no insurance, had my appendix out at banner hospital in tucson in october, bill is $22,000. i make about 3100 a month, family of 5. hospital is nonprofit';

describe('an ER doctor group balance-bills what is left after the insurer paid', () => {
  it('counts the balance bill from what they ask for, not from the gross bill, when a copay came first', async () => {
    const [first] = await conversation(
      'en',
      'ER visit oct 2 at st josephs, in network with my cigna plan. paid my 150 er copay at the hospital. the ER physicians group billed 2,300, says out of network, cigna paid 500 and i owe the remaining 1,800. my EOB says patient responsibility 90',
    );
    const text = first!.response;
    expect(text).toContain('$1,710');
    expect(text).toContain('of the 1,800 they bill you');
    expect(text).not.toContain('$2,210');
    expect(text).not.toContain('$2,150');
  });

  it('does the same in Spanish, reading "mi responsabilidad" on the EOB as the share owed', async () => {
    const [first] = await conversation(
      'es',
      'fui a emergencias el 3 de octubre a un hospital de mi red de cigna. pagué el copago de 100 en el hospital. luego el grupo de médicos de emergencia me cobró 2.100, el seguro pagó 500 y me piden los 1.600 que quedan. la EOB dice que mi responsabilidad es 120. nunca elegí a ese médico',
    );
    const text = first!.response;
    expect(text).toContain('Su parte dentro de la red es 120');
    expect(text).toContain('1,480');
    expect(text).not.toContain('1,980');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('calls a last day to pay what it is, never a hold with that last day', async () => {
    const answers = await conversation(
      'en',
      'ER visit oct 2 at st josephs, in network with my cigna plan. the ER physicians group billed 2,300, says out of network, cigna paid 500 and i owe the remaining 1,800. my EOB says patient responsibility 90',
      'they wrote that if its not paid by december 20 it goes to collections',
    );
    const points = answers[1]!.sections.talking_points.join('\n');
    expect(points).toContain('December 20, 2026 is their last day to pay, not a hold');
    expect(points).toContain('before December 20, 2026, not after');
    expect(points).not.toContain('Get the hold in writing, with its last day');
  });
});

describe('a financial assistance application already submitted, and a monthly plan demanded meanwhile', () => {
  it('asks in Spanish that collection pause while it is decided, and weighs the plan against the income', async () => {
    const [, second] = await conversation(
      'es',
      UNINSURED_ES,
      'ya mande la solicitud de asistencia financiera y esta en revision, pero dicen que si no empiezo a pagar 300 al mes la mandan a cobranza',
    );
    const text = second!.response;
    expect(second!.sections.strategy).toContain('Su solicitud de asistencia financiera ya está presentada');
    expect(second!.sections.strategy).toContain('pausen el cobro');
    expect(second!.sections.strategy).toContain('No se comprometa a 300 al mes antes de la decisión');
    expect(second!.sections.strategy).toContain('17% de sus ingresos de 1800 al mes');
    expect(text).not.toContain('Me dijeron que no');
    expect(text).not.toContain('300 hoy');
    expect(text).not.toContain('[monto que puede pagar]');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('does the same in English', async () => {
    const [, second] = await conversation(
      'en',
      UNINSURED_EN,
      'i turned in the financial assistance application last week but billing says while they review it i have to start paying $400 a month or it goes to collections',
    );
    const { strategy, phone_script } = second!.sections;
    expect(strategy).toContain('Your financial assistance application is in');
    expect(strategy).toContain(
      "Don't commit to $400 a month before the decision: that is 13% of your 3100 a month",
    );
    expect(phone_script).toContain("I've already submitted my financial assistance application");
    expect(second!.response).not.toContain('They said no');
  });

  it('asks for the written decision and a review once the application is denied, never to apply again', async () => {
    const answers = await conversation(
      'en',
      'no insurance, had surgery at a nonprofit hospital in september, bill is 15,000. i make 2,500 a month, family of 4',
      'i submitted the financial assistance application',
      'they denied my application, said i make too much',
    );
    const text = answers[2]!.response;
    expect(text).toContain('ask in writing for a review of the decision');
    expect(text).toContain('4 people on about $30,000 a year');
    expect(text).not.toContain("haven't filed");
    expect(text).not.toContain('[yearly income]');
  });
});

describe('told it is too late to apply, with only a monthly plan and a day for collections', () => {
  it('answers the "90 days" claim with the 240 days from the first bill, in Spanish', async () => {
    const [, second] = await conversation(
      'es',
      'no tengo seguro, me atendieron en emergencias del hospital mercy (sin fines de lucro) el 2 de agosto. la factura es 3,900. la primera factura llego a mediados de septiembre. gano 2,100 al mes y somos 4',
      'me dijeron que la ayuda financiera se tenia que pedir dentro de 90 dias y ya paso, que lo unico es un plan de 150 al mes y que si no pago antes del 20 de diciembre la mandan a colecciones',
    );
    const { strategy, phone_script } = second!.sections;
    expect(strategy).toContain('Su primera factura fue de mediados de septiembre');
    expect(strategy).toContain('al menos hasta el 13 de mayo de 2027');
    expect(strategy).toContain('No firme el plan de 150 al mes');
    expect(strategy).toContain('unos 26 meses');
    expect(strategy).toContain('20 de diciembre');
    expect(phone_script).toContain('al menos hasta el 13 de mayo de 2027');
    expect(second!.response).not.toContain('150 hoy');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('does the same in English, and takes the day they named over a length of days', async () => {
    const [, second] = await conversation(
      'en',
      'uninsured, went to the ER at st marys (nonprofit) on june 3 for kidney stones. bill is 6,200. first bill came early july. i make 2,000 a month, 2 of us',
      "billing said financial aid had to be requested within 60 days and that's passed, so all they can do is a plan of 250 a month, and if i dont pay by dec 20 it goes to collections",
    );
    const { strategy } = second!.sections;
    expect(strategy).toContain(
      'Your first bill was early july, so you can apply until at least February 26, 2027',
    );
    expect(strategy).toContain('They named December 20, 2026 for collections');
    expect(strategy).toContain("Don't sign up for the 250 a month plan");
    expect(second!.response).not.toContain('250 today');
  });

  it('reads a monthly plan named as the only option as a plan, never as a payment today', async () => {
    const [, second] = await conversation(
      'es',
      'no tengo seguro, fui a emergencias del hospital st joseph (sin fines de lucro) en octubre, la cuenta es de 5,400. gano 2,000 al mes y somos 3',
      'me dijeron que lo unico que hay es un plan de 250 al mes o la mandan a cobranza',
    );
    const text = second!.response;
    expect(second!.sections.strategy).toContain('No firme un plan de 250 al mes');
    expect(text).not.toContain('Gracias, eso ayuda');
    expect(text).not.toContain('250 hoy');
  });
});

describe('a dental crown the insurer denied under its replacement clause, after the office quoted the share', () => {
  it('weighs the quote, the clause and the pay-today discount, in Spanish', async () => {
    const [first] = await conversation(
      'es',
      'a mi hijo le hicieron una corona el 5 de noviembre. antes de hacerla me dijeron que el seguro cubria la mitad y que yo pagaba unos 350. ahora la cuenta es de 1,200 porque el seguro la negó por la clausula de reemplazo, dicen que ya le pusieron una corona en ese diente hace 3 años. el consultorio me da 10% de descuento si pago hoy',
    );
    const { strategy, phone_script, talking_points, email } = first!.sections;
    expect(strategy).toContain('$850 por encima de su estimado de 350');
    expect(strategy).toContain('la cláusula de reemplazo exacta');
    expect(strategy).toContain('todavía pagaría $1,080 de los 1,200');
    expect(phone_script).toContain(
      'Antes del tratamiento, su consultorio me dijo que mi parte sería de unos 350',
    );
    expect(phone_script).toContain('Voy a apelar el rechazo por la cláusula de reemplazo');
    expect(phone_script).toContain('¿mantienen el 10% de descuento');
    expect(email.body).toContain('atención del 5 de noviembre');
    expect(email.body).not.toContain('atención médica');
    expect(talking_points.join('\n')).toContain('cláusula de reemplazo');
    expect(first!.response).not.toContain('[los cargos que están mal]');
    expect(first!.response).not.toContain('asistencia financiera');
    expect(tuteoMarkers(first!.response)).toEqual([]);
  });

  it('does the same in English, with no currency sign', async () => {
    const [first] = await conversation(
      'en',
      "my dentist did a crown on nov 3. before the work the office told me insurance would cover half and i'd pay around 550. now the bill is 1,480 because delta dental denied it under their replacement clause, they say the tooth had a crown 3 years ago. the office says 5% off if i pay today",
    );
    const { strategy } = first!.sections;
    expect(strategy).toContain('honor its quote of 550');
    expect(strategy).toContain('the exact replacement clause');
    expect(strategy).toContain('still leaves $1,406 of the 1,480');
    expect(first!.response).not.toContain('financial assistance');
  });
});

describe('an uninsured hospital bill for care in a month with no day', () => {
  it('says "de septiembre", never "del septiembre", and asks about Medicaid now', async () => {
    const [first] = await conversation(
      'es',
      'no tengo seguro, me internaron en un hospital de dallas en octubre y me llego una factura de 9,300. gano 2,000 al mes, somos 3. el hospital es sin fines de lucro',
    );
    expect(first!.response).toContain('atención médica de octubre');
    expect(first!.response).not.toContain('del octubre');
    expect(first!.sections.strategy).toContain('Pregúntelo ya, no después');
  });
});

describe('a monthly payment demanded under a threat of collections', () => {
  it('is their demand of a plan, not a no, on a bill still being checked', async () => {
    const [, second] = await conversation(
      'en',
      'got a bill from the hospital for 2,800 for an mri in september, i have insurance through bcbs but the eob hasnt come yet',
      'billing says i need to start paying 200 a month or they send it to collections',
    );
    expect(second!.sections.strategy).toContain('A plan of 200 a month');
    expect(second!.response).not.toContain("I was told no, and I'd like to look at other options");
    expect(second!.response).not.toContain('A first no is normal');
  });

  it('keeps "al mes" on a balance bill the law covers, never "hoy"', async () => {
    const [, second] = await conversation(
      'es',
      'me llego una factura de 1,900 del hospital por una visita a urgencias en octubre. tengo seguro de aetna y la EOB dice que mi responsabilidad es 400',
      'me dicen que tengo que pagar 150 al mes o la mandan a cobranza',
    );
    const { strategy, phone_script, email } = second!.sections;
    expect(strategy).toContain('no los 150 al mes');
    expect(strategy).toContain('Un plan de 150 al mes cambia cuándo paga, no lo que debe');
    expect(phone_script).toContain('No voy a firmar un plan de 150 al mes');
    expect(email.body).toContain('Me pidieron empezar a pagar 150 al mes');
    expect(second!.response).not.toContain('Hoy no voy a hacer ningún pago');
    expect(second!.response).not.toContain('hoy. No haré');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });
});

describe('a pending application told other ways', () => {
  it('reads "income around 2600/mo" as income and "$500/mo while they process it" as the plan demanded', async () => {
    const answers = await conversation(
      'en',
      'uninsured. had gallbladder surgery at a nonprofit hospital in phoenix in sept, bill 18,400. income around 2600/mo, household of 4',
      'I already applied for charity care but they want $500/mo while they process it or it goes to collections',
    );
    expect(answers[0]!.sections.strategy).toContain('Apply for financial assistance before you pay anything');
    expect(answers[1]!.sections.strategy).toContain('Your financial assistance application is in');
    expect(answers[1]!.sections.strategy).toContain('19% of your 2600 a month');
    expect(answers[1]!.response).not.toContain('Thanks, that helps');
  });

  it('keeps the Spanish matter when they "exigen 500 al mes mientras deciden"', async () => {
    const [, second] = await conversation(
      'es',
      'no tengo seguro me operaron en el hospital (sin fines de lucro) en septiembre y la factura es de 18400. gano 2600 al mes somos 4',
      'ya entregue los papeles de la ayuda financiera pero me exigen 500 al mes mientras deciden o la mandan a colecciones',
    );
    expect(second!.sections.strategy).toContain('Su solicitud de asistencia financiera ya está presentada');
    expect(second!.response).not.toContain('¿Con quién es');
  });
});

describe('an ER copay paid at the hospital beside the insurer payment on the doctors’ bill', () => {
  it('takes the insurer payment, not the copay, off the bill', async () => {
    const [first] = await conversation(
      'en',
      "went to the ER at mercy aug 14, in network with aetna. paid my 250 er copay to the hospital. now 'Summit Emergency Physicians' billed me 1,850, out of network, insurance paid 412. the aetna EOB says patient responsibility 75.00",
    );
    expect(first!.sections.strategy).toContain('Your insurer paid 412, so the other $1,363 of the 1,850');
    expect(first!.response).not.toContain('Your insurer paid 250');
  });
});

describe('the application sent, and nothing else said', () => {
  it('moves on to the decision in Spanish, never the first plan again', async () => {
    const [, second] = await conversation(
      'es',
      'no tengo seguro, me operaron en un hospital sin fines de lucro en septiembre, la factura es de 9,800. gano 2,200 al mes y somos 3',
      'ya envie la solicitud de asistencia financiera, y ahora que hago?',
    );
    expect(second!.sections.strategy).toContain('Su solicitud de asistencia financiera ya está presentada');
    expect(second!.response).not.toContain('Gracias, eso ayuda');
    expect(second!.response).not.toContain('tengo que empezar a pagar');
  });

  it('never says a payment was demanded when none was', async () => {
    const [, second] = await conversation(
      'en',
      'no insurance, er visit at a nonprofit hospital in october, bill is 4,100. we make 2,900 a month, family of 3',
      'i submitted the financial assistance application last week. now what?',
    );
    expect(second!.sections.email.body).toContain('I have submitted my financial assistance application');
    expect(second!.sections.email.body).not.toContain('I must start paying');
  });
});

describe('a month alone as the day of care, in English', () => {
  it('says "for care in sept", never "on sept"', async () => {
    const [first] = await conversation(
      'en',
      'uninsured. had gallbladder surgery at a nonprofit hospital in phoenix in sept, bill 18,400. income around 2600/mo, household of 4',
    );
    expect(first!.response).toContain('for care in sept');
    expect(first!.response).not.toContain('on sept');
  });
});

describe('judge 29: an out-of-network anesthesia bill after "you signed a consent form"', () => {
  it('has the person ask the insurer to reprocess the claim, in English and Spanish', async () => {
    const [, second] = await conversation(
      'en',
      'had knee surgery oct 12 at a hospital thats in network w my insurance. now i got a bill from an anesthesia group for 2,860, says they are out of network and insurance paid 0. i did NOT pick the anesthesia doctor',
      'called the anesthesia billing office. she said i signed a consent form at check in so the no surprise law doesnt apply and i owe the whole 2860',
    );
    expect(second!.response).toContain(
      'ask your insurer to reprocess the claim at your in-network cost-sharing',
    );
    const [, segundo] = await conversation(
      'es',
      'me operaron de la rodilla el 12 de octubre en un hospital dentro de la red de mi seguro. ahora me llegó una factura de un grupo de anestesia por 2,860, dicen que están fuera de la red y el seguro pagó 0. yo no escogí al anestesiólogo',
      'llamé a la oficina de cobros de anestesia. me dijeron que firmé un formulario de consentimiento al registrarme y que la ley sin sorpresas no aplica, que debo los 2860',
    );
    expect(segundo!.response).toContain(
      'pida a su aseguradora que procese de nuevo el reclamo con su costo compartido dentro de la red',
    );
    expect(tuteoMarkers(segundo!.response)).toEqual([]);
  });
});
