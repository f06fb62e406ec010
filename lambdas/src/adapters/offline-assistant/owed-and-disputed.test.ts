import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

/**
 * What is owed stays owed, and only the rest is bargained over or disputed: extra repair work the
 * person approved by phone is paid with the estimate.
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
