import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';

describe('a Zelle payment the person sent to someone posing as the bank', () => {
  it('never says the person did not make it, and asks for the bank’s and Zelle’s impostor policy', async () => {
    const [first, second] = await conversation(
      'es',
      'hola me llamaron el 12 de noviembre diciendo q eran del departamento de fraude de mi banco, el numero salia como el del banco, y me dijeron q para proteger mi dinero lo mandara por zelle a una cuenta segura. yo misma mande 850. despues llame al banco de verdad y no era nadie de ellos. me lo devuelven??',
      'el banco dijo que no me lo devuelven porque yo lo autoricé. y ahora me llamo otra persona diciendo que es de una agencia que recupera dinero de estafas y que cobra 150 adelantado',
    );
    const one = first!.response;
    expect(one).not.toContain('No la hice ni la autoricé');
    expect(one).not.toContain('transferencia no autorizada');
    expect(one).toContain('Como usted envió los 850');
    expect(one).toContain('política del banco y de Zelle');
    expect(one).toContain('no un derecho');
    expect(one).toContain('ic3.gov');
    const two = second!.response;
    expect(two).toContain('segunda estafa');
    expect(two).toContain('16 CFR 310.4(a)(3)');
    expect(two).toContain('Zelle');
    expect(two).not.toContain('orden de trabajo');
    expect(two).toContain('por el pago de 850 diciendo que lo autoricé');
    expect(two).not.toContain('no autoricé esta transferencia');
    expect(tuteoMarkers(one)).toEqual([]);
    expect(tuteoMarkers(two)).toEqual([]);
  });

  it('answers the same in English, with no figure sign and another bank', async () => {
    const [first, second] = await conversation(
      'en',
      'a guy called saying he was from chase fraud dept, caller id said chase. he said my account was hacked so i zelled him 2,400 myself on nov 19. chase says it wasnt them. what do i do',
      'chase denied my claim saying i authorized the payment. now some asset recovery firm says they can get my 2400 back for a 400 retainer up front',
    );
    expect(first!.response).toContain(
      "the bank's and Zelle's policy for scams where the caller poses as the bank",
    );
    expect(first!.response).not.toContain("I didn't make or authorize");
    const two = second!.response;
    expect(two).toContain('second scam');
    expect(two).not.toContain('on the work order');
    expect(two).not.toContain("Until I see it, I don't accept that anyone approved it");
  });
});

describe('a collector’s debt the person never opened, from a person on Social Security', () => {
  const turns = [
    'I am 67 retired living in Tampa on social security only. I got a letter from Ridgeway Recovery dated nov 2 (got it nov 6) saying I owe 1,347.22 on a store credit card. I did NOT ever open a card with that store. The letter says I can dispute by dec 11.',
    'the man on the phone said if i dont pay 200 today by debit card they will report me to the credit bureaus and sue me and garnish my social security. is that true? should i just pay the 200 to make it stop',
    'ok i sent the dispute letter certified. now they mailed back a copy of the application, its for Robert Alvarez born 1986. I am Roberto Alvarez born 1958. same street different apt number',
  ];

  it('says the debt is not theirs, that Social Security is protected, then treats the papers as identity theft', async () => {
    const [first, second, third] = await conversation('en', ...turns);
    expect(first!.response).toContain('You say this account was never yours');
    const two = second!.response;
    expect(two).toContain("Don't pay the 200");
    expect(two).toContain('On the threat to garnish your Social Security');
    expect(two).toContain('31 CFR Part 212');
    expect(two).not.toContain('No collector can take your wages');
    const three = third!.response;
    expect(three).toContain('identity theft');
    expect(three).toContain('IdentityTheft.gov');
    expect(three).toContain('ask them to block it');
    expect(three).toContain('the birth date');
    expect(three).toContain('They are for someone born in 1986; you were born in 1958.');
    expect(three).toContain('The person on them was born in 1986; I was born in 1958.');
    expect(three).not.toContain('statute of limitations');
    expect(three).not.toContain('You said no about');
    expect(three).not.toContain('Send me the last payment date');
  });

  it('does the same in Spanish, with usted', async () => {
    const answers = await conversation(
      'es',
      'me llego carta de una agencia de cobranza del 5 de noviembre, dicen que debo 980 de una tarjeta de una tienda. yo nunca abri esa tarjeta. vivo solo del seguro social',
      'me llamaron y dijeron que si no pago 100 hoy me van a embargar el seguro social',
      'me mandaron la solicitud de la tarjeta, es de Jose Ramirez nacido en 1990, yo soy Jose Ramires nacido en 1955, misma calle otro apartamento',
    );
    const [, two, three] = answers.map((answer) => answer.response);
    expect(two).toContain('Sobre la amenaza de embargar su Seguro Social');
    expect(three).toContain('robo de identidad');
    expect(three).toContain('pida que la bloqueen');
    expect(three).toContain('Es de alguien nacido en 1990; usted nació en 1955.');
    expect(three).not.toContain('busque el cargo en su estado de cuenta');
    for (const answer of answers) expect(tuteoMarkers(answer.response)).toEqual([]);
  });
});
