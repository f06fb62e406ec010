import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

describe('j29-07: a second charge raised beside the resort fee is answered in the first answer', () => {
  it('asks the unused parking off too, nights × rate worked out, in the strategy, the call and the letter', async () => {
    const [first] = await conversation(
      'en',
      'booked a hotel on their own website 3 nights nov 10-13, it said 129 a night. at checkout they charged a resort fee 35 a night plus tax on it, never saw that when i booked. also 25 a night parking and i didnt even bring a car, took an uber. can i get it taken off',
    );
    const text = first!.response;
    expect(text).toContain(
      "The parking (3 nights × 25 = $75) is a separate charge for something you didn't use",
    );
    expect(text).toContain("I also didn't use the parking: please take off the $75.");
    expect(text).toContain(
      "I was also charged for the parking (3 nights × 25 = $75), which I didn't use; please remove it too.",
    );
    // The room's rate is still the 129, never the parking's 25.
    expect(text).toContain('$387 (3 nights × 129)');
  }, 30_000);

  it('reads "$18 per night" parking and "we didnt have a car" in the next sentence, and keeps the fee its own', async () => {
    const [first] = await conversation(
      'en',
      'hotel charged me a resort fee of $30/night for 4 nights that wasnt shown when i booked on their site in october, plus parking $18 per night. we didnt have a car',
    );
    expect(first!.response).toContain('4 nights × $30 = $120');
    expect(first!.response).toContain('The parking (4 nights × $18 = $72)');
    expect(first!.response).not.toContain('The total shown when I booked was $18');
  }, 30_000);

  it('says the same in Spanish', async () => {
    const [first] = await conversation(
      'es',
      'reserve un hotel 2 noches a 150 la noche en su pagina. al salir me cobraron un cargo de resort de 40 por noche que nunca vi al reservar, y aparte estacionamiento 20 por noche y ni traje carro. me lo pueden quitar?',
    );
    const text = first!.response;
    expect(text).toContain(
      'El estacionamiento (2 noches × 20 = $40) es un cargo aparte por algo que usted no usó',
    );
    expect(text).toContain('Además, no usé el estacionamiento: les pido quitar los $40.');
    expect(text).toContain('También me cobraron el estacionamiento (2 noches × 20 = $40), que no usé');
    expect(tuteoMarkers(text)).toEqual([]);
  }, 30_000);

  it('after the manager takes off the parking and refuses the fee, the card dispute names the tax on it too', async () => {
    const [, second] = await conversation(
      'en',
      'booked a hotel on their own website 3 nights nov 10-13, it said 129 a night. at checkout they charged a resort fee 35 a night plus tax on it, never saw that when i booked. also 25 a night parking and i didnt even bring a car, took an uber. can i get it taken off',
      'the manager says the resort fee was disclosed in the terms and conditions at the bottom of the page and he wont remove it. he took off the parking tho. i paid on my mastercard',
    );
    expect(second!.response).toContain(
      'dispute the $105 plus the tax on it in writing with your card issuer',
    );
    expect(second!.response).not.toContain('I called on [date]');
  }, 30_000);
});
