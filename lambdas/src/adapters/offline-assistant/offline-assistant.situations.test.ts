import type { ChatResponse } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../test/spanish.js';
import { conversation } from '../../../test/conversation.js';

/** Whole conversations as a person types them: every turn's answer, as they read it. */
const last = (answers: ChatResponse[]) => answers.at(-1)!;

describe('a collector "verifies" a debt with someone else’s name and address', () => {
  it('answers the mistaken identity: not me, off the credit reports, IdentityTheft.gov (es)', async () => {
    const answers = await conversation(
      'es',
      'me llego una carta el 10 de nov de una agencia de cobranza midland credit, dice que debo 1,870 de una tarjeta de credito synchrony. esa tarjeta NO es mia, nunca la abri. me llaman todos los dias. que les digo?',
      'mandaron otra carta que dice la deuda ha sido verificada con un estado de cuenta. el nombre dice Maria L Gonzales y yo soy Maria E Gonzalez, y la direccion es de Texas, yo nunca he vivido en texas',
    );
    expect(answers[0]!.sections.strategy).toContain('annualcreditreport.com');
    const answer = last(answers);
    expect(answer.sections.strategy).toContain('es de otra persona');
    expect(answer.sections.strategy).toContain('annualcreditreport.com');
    expect(answer.sections.strategy).toContain('IdentityTheft.gov');
    expect(answer.sections.email.body).toContain('No soy esa persona');
    expect(answer.sections.email.body).toContain('no la reporten a ningún buró');
    expect(answer.response).not.toMatch(/Un no por teléfono|Me dijeron que no|\(Texas\)/);
    expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('reads another name on the papers the same way in English', async () => {
    const answer = last(
      await conversation(
        'en',
        'collection agency says i owe 980 for a verizon account, i never opened it. letter came nov 12',
        "they sent a 'validation' with a bill, but the name on it says jose m ramirez and im jose a ramirez. they say its verified and i have to pay",
      ),
    );
    expect(answer.sections.strategy).toContain("someone else's");
    expect(answer.sections.strategy).toContain('IdentityTheft.gov');
    expect(answer.sections.email.body).toContain('I am not that person');
    expect(answer.response).not.toMatch(/A no by phone/);
  });
});

describe('a hospital says financial assistance "no longer applies" after 90 days', () => {
  const FIRST =
    'fui a emergencias el 12 de julio sin seguro, me cobran 6,400. el hospital es st joseph, creo que es sin fines de lucro. la primera factura me llego el 5 de agosto. gano como 2,100 al mes y somos 3 en la casa. puedo pedir descuento?';
  it('gives the application window as a date and the year’s income from the first answer (es)', async () => {
    const [answer] = await conversation('es', FIRST);
    expect(answer!.sections.strategy).toContain('al menos hasta el 2 de abril de 2027');
    expect(answer!.sections.strategy).toContain('2,100 al mes, $25,200 al año, para un hogar de 3 personas');
  });

  it('counters the cutoff with the 240 days, in the script and the letter, and asks to recall collections', async () => {
    const answer = last(
      await conversation(
        'es',
        FIRST,
        'me dijeron que la cuenta ya se mando a cobranza el 1 de noviembre y que la ayuda financiera ya no aplica porque ya pasaron mas de 90 dias',
      ),
    );
    expect(answer.sections.strategy).toContain('puede presentarla al menos hasta el 2 de abril de 2027');
    expect(answer.sections.phone_script).toContain('mi primera factura fue del 5 de agosto');
    expect(answer.sections.phone_script).toContain('retiren la cuenta de cobranza');
    expect(answer.sections.email.body).toContain('2,100 al mes, $25,200 al año, para 3 personas');
    expect(answer.response).not.toMatch(
      /plan de pagos sin intereses, de \[monto|pregunte si el hospital es sin fines de lucro/,
    );
    expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('reads an English "doesn’t apply anymore, it’s been more than 120 days" the same way', async () => {
    const answer = last(
      await conversation(
        'en',
        'ER visit at mercy hospital (nonprofit) june 30, no insurance, bill is 4,850. first bill was dated july 20. i make about 1800 a month, me and my 2 kids',
        'billing lady said financial assistance doesnt apply anymore because its been more than 120 days',
      ),
    );
    expect(answer.sections.strategy).toContain('you can apply until at least March 17, 2027');
    expect(answer.sections.email.body).toContain('until at least March 17, 2027');
  });
});

describe('a rent rise on a month-to-month tenancy', () => {
  it('asks whether a limit and the notice allow it before any counter, with the percentages worked out (es)', async () => {
    const [answer] = await conversation(
      'es',
      'el dueño me dejo una nota el 15 de nov que la renta sube de 1,350 a 1,620 desde el 1 de diciembre. mi contrato se termino en junio y sigo mes a mes. vivo en california (san jose), el edificio es de 1978. es legal?? no tengo para pagar eso',
    );
    const { strategy, phone_script, email } = answer!.sections;
    expect(strategy).toContain('Usted alquila mes a mes');
    expect(strategy).toContain('con 16 días de aviso');
    expect(strategy).toContain('un aumento del 5% la dejaría en $1,417.50');
    expect(phone_script).toContain('¿esta unidad está cubierta por algún límite de aumentos de renta');
    expect(email.body).toContain('Alquilo mes a mes');
    expect(answer!.response).not.toMatch(
      /aviso de renovación|Si firmo por \[18\] meses|\[número\] años|\[apartamento\]/,
    );
    expect(tuteoMarkers(answer!.response)).toEqual([]);
  });

  it('reads "my lease expired last year so im month to month" the same way in English', async () => {
    const [answer] = await conversation(
      'en',
      'landlord taped a note on my door nov 18 saying rent goes from 1800 to 2150 jan 1. my lease expired last year so im month to month now. im in oregon',
    );
    expect(answer!.sections.strategy).toContain('You rent month to month');
    expect(answer!.sections.strategy).toContain('a tenant organization in Oregon');
    expect(answer!.response).not.toMatch(/renewal notice/);
  });
});

describe('a client pays part of an invoice, blaming changes it asked for, while using the work', () => {
  it('names the invoice from the first answer and never bargains the balance down (es)', async () => {
    const answers = await conversation(
      'es',
      'soy diseñadora freelance, le hice logo y pagina web a un restaurante, factura de 2,800 a 30 dias, vencio el 30 de sept. no me han pagado nada y ya les escribi 2 veces',
      "el dueño contesto que solo me paga 1,500 porque 'el proyecto cambio'. pero los cambios los pidieron ellos, tengo los correos, y ya estan usando el logo en su menu y en instagram",
    );
    expect(answers[0]!.sections.email.body).toContain('2,800');
    expect(answers[0]!.sections.email.body).not.toContain('[monto]');
    const answer = last(answers);
    expect(answer.sections.strategy).toContain('ni ofrezca un descuento: se deben los 2,800 completos');
    expect(answer.sections.strategy).toContain(
      'los pidieron ellos, por escrito, y ya están usando el trabajo',
    );
    expect(answer.sections.strategy).toContain('$1,300');
    expect(answer.sections.email.body).toContain('Los cambios al proyecto los pidieron ustedes');
    expect(answer.response).not.toMatch(/mejorarla un poco|contrato firmado|contraoferta/);
    expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('reads "hes only going to pay 2000" as their offer on a 3200 invoice (en)', async () => {
    const answer = last(
      await conversation(
        'en',
        'freelance photographer, shot a product catalog for a shop, invoice 3200 due oct 15, net 30. still not paid after 2 reminders',
        'owner says hes only going to pay 2000 because the scope changed. but they asked for all the extra shots, i have the texts, and theyre already using the photos on their website',
      ),
    );
    expect(answer.sections.strategy).toContain(
      "don't offer a discount: the full 3200 on the invoice is owed",
    );
    expect(answer.sections.strategy).toContain('$1200');
    expect(answer.response).not.toMatch(/doesn't work for me|under our contract|\$5200/);
  });
});

describe('a raise for a job that grew when a coworker left', () => {
  const TURNS = [
    'my coworker dana quit in may and they never replaced her, ive been doing her accounts plus mine since then (so like 6 months). im at 58k. i found out she made around 62k. meeting with my manager thurs. how do i ask for a raise without sounding like im complaining',
    'manager said budget is frozen til april, best she can do is 3% now',
    "ok i pushed back like you said and she came back with 5% now + title change to senior, and 'we'll revisit in april'. should i take it? what do i ask her to put in writing",
  ];

  it('asks for the departed coworker’s pay, framed as a bigger job, not a complaint', async () => {
    const [answer] = await conversation('en', TURNS[0]!);
    expect(answer!.sections.strategy).toContain("You're not complaining: your job grew.");
    expect(answer!.sections.strategy).toContain('62k, what that role was paid');
    expect(answer!.sections.phone_script).toContain('from 58k to 62k');
    expect(answer!.response).not.toMatch(/\[your number\]|the market pays 62k/);
  });

  it('counters the first offer once, tied to the April review and the target', async () => {
    const answer = last(await conversation('en', TURNS[0]!, TURNS[1]!));
    expect(answer.sections.strategy).toContain('to $59,740: $2,260 short of 62k');
    expect(answer.sections.strategy).toContain('a review in April 2027 with 62k as the target');
    expect(answer.response).not.toMatch(/a little better|improve it a little/);
  });

  it('closes the improved offer and lists what to get in writing', async () => {
    const answer = last(await conversation('en', ...TURNS));
    expect(answer.sections.strategy).toContain('to $60,900: $1,100 short of 62k');
    expect(answer.sections.strategy).toContain('this is a good result to take');
    expect(answer.sections.email.body).toContain('My salary goes to $60,900 (5%), starting [date].');
    expect(answer.sections.email.body).toContain('We review my pay in April 2027');
    expect(answer.response).not.toMatch(/Could you do a little better|counter once \(they offered 5%\)/);
  });

  it('does the same in Spanish', async () => {
    const answers = await conversation(
      'es',
      'mi compañera renuncio en junio y nunca la reemplazaron, hago sus cuentas y las mias desde entonces. gano 45 mil al año y ella ganaba como 50 mil. como pido aumento sin que suene a queja',
      'mi jefe dice que no hay presupuesto hasta marzo, que lo mas que puede es 2% ahora',
      'le insisti y me ofrecio 4% y el titulo de coordinadora, y revisarlo en marzo. lo acepto? que le pido por escrito',
    );
    expect(answers[0]!.sections.strategy).toContain('No se está quejando: su trabajo creció.');
    expect(answers[1]!.sections.strategy).toContain('una revisión en marzo de 2027 con 50 mil como meta');
    const answer = last(answers);
    expect(answer.sections.strategy).toContain('es un buen resultado para aceptar');
    expect(answer.sections.email.body).toContain('Mi salario pasa a $46,800 (el 4%)');
    expect(tuteoMarkers(answer.response)).toEqual([]);
  });
});

describe('a contractor bills past the contract, threatens a lien, then drops one extra', () => {
  const TURNS = [
    "bathroom remodel, signed contract for 14,500. paid 5k deposit + 5k midway. contractor found rotten subfloor and said 'we gotta fix that' — no paper, no price. final invoice is 18,900: 3,200 subfloor and 1,200 for 'upgraded tile trim' which i did NOT ask for. he wants 8,900. contract says changes need a written change order signed by both of us",
    'he says if i dont pay the full 8,900 in 10 days he files a lien on my house',
    "he dropped the trim so now its 7,700, but says the subfloor is non negotiable bc i 'said ok'. and honestly i did say 'ok do what you need to' when he showed me the rot. he wants it today by zelle",
  ];

  it('works out what was paid and what is left on the contract, and names the missing change orders', async () => {
    const [answer] = await conversation('en', TURNS[0]!);
    expect(answer!.sections.strategy).toContain("You've paid $10,000, so $4,500 is left");
    expect(answer!.sections.strategy).toContain('none was signed for the 3,200 and 1,200 extras');
    expect(answer!.response).not.toContain('[quoted amount]');
  });

  it('answers the lien threat with the undisputed 4,500 against a partial lien waiver', async () => {
    const answer = last(await conversation('en', TURNS[0]!, TURNS[1]!));
    expect(answer.sections.strategy).toContain('Pay the $4,500 left on the contract now');
    expect(answer.sections.strategy).toContain('partial lien waiver');
    expect(answer.sections.phone_script).toContain('The other $4,400 of the $8,900 is for extras');
    expect(answer.response).not.toMatch(/I can't agree to a payment on this call/);
  });

  it('closes at 7,700 only with the papers, by check not Zelle, against a final lien waiver', async () => {
    const answer = last(await conversation('en', ...TURNS));
    expect(answer.sections.strategy).toContain(
      '7,700 is the $4,500 left on the contract plus the 3,200 extra',
    );
    expect(answer.sections.strategy).toContain('not Zelle');
    expect(answer.sections.strategy).toContain('final unconditional lien waiver');
    expect(answer.sections.email.body).toContain('A change order for the $3,200, signed by both of us.');
    expect(answer.response).not.toMatch(/Well done|\[the rest of the agreement/);
  });
});

describe('roommates split a deposit the landlord returned to one of them', () => {
  const FIRST =
    "me and 2 roommates moved out oct 31, deposit was 2100, we each put in 700. landlord sent ONE check for 1500 to jake (his name was first on the lease) with a list: 400 carpet in jakes room (his dog chewed it), 200 kitchen cleaning. jake says he'll give me and maria 300 each and keep 900 because 'the carpet was everyone's problem'. i want my fair share, how much is that and how do i ask";

  it('works out the fair shares and writes to the roommate, not the landlord', async () => {
    const [answer] = await conversation('en', FIRST);
    expect(answer!.sections.strategy).toContain('This is between you and Jake, not the landlord');
    expect(answer!.sections.strategy).toContain(
      'you, $633.33; the other roommate, $633.33; Jake, $233.34 (total $1,500)',
    );
    expect(answer!.sections.email.body).toContain('Hi Jake,');
    expect(answer!.response).not.toMatch(/landlord's name|They kept 700/);
  });

  it('answers "jointly liable" and demands the share, with his own math as the floor', async () => {
    const answer = last(
      await conversation(
        'en',
        FIRST,
        "jake says the lease says we're all 'jointly liable' so the carpet gets split 3 ways, and hes not paying more than 300 each, and to stop texting him",
      ),
    );
    expect(answer.sections.strategy).toContain(
      '"Jointly liable" is about what all of you owe the landlord together',
    );
    expect(answer.sections.strategy).toContain('$500 each, not $300');
    expect(answer.sections.email.body).toContain('Please pay me $633.33 by [date]');
    expect(answer.response).not.toMatch(/\$2,200|deposit back/);
  });

  it('does the same in Spanish, with usted', async () => {
    const answers = await conversation(
      'es',
      'eramos 3 compañeros de cuarto, el deposito fue de 1800, cada uno puso 600. el dueño le mando un cheque por 1350 a carlos con la lista: 300 de alfombra del cuarto de carlos (su perro), 150 de limpieza. carlos dice que nos da 350 a cada uno. cuanto me toca?',
      'carlos dice que el contrato dice que somos responsables solidarios y que no me va a dar mas de 350',
    );
    expect(answers[0]!.sections.strategy).toContain('usted, $550; la otra persona, $550; Carlos, $250');
    expect(last(answers).sections.strategy).toContain('$450 por persona, no $350');
    for (const answer of answers) expect(tuteoMarkers(answer.response)).toEqual([]);
  });
});
