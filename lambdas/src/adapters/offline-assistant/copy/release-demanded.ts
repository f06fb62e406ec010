import { inLanguage, type CopyContext, type FollowUpAnswer } from './types.js';

/**
 * A client who pays part only against a release ("50% now … but only if i sign something saying
 * 1600 is payment in full. otherwise nothing"): don't sign; take the part only as a partial payment
 * with a date for the rest; their "otherwise nothing" is a no, so the next rungs are a final written
 * demand for the whole sum, then small claims or a labor-office complaint. Whether a freelancer law
 * forbids making payment depend on accepting less is a question for the state or city, never stated.
 */
export function releaseDemandedAnswer(
  ctx: CopyContext,
  offer: string,
  rest: string,
  owed: string,
  invoice: string,
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const where = ctx.case.state ?? t('your state', 'su estado');
  const inUse = ctx.case.flags.workInUse === true || ctx.case.flags.workAccepted === true;
  const nyc = ctx.case.city === 'New York City';
  return {
    strategy: t(
      `Don't sign it. A paper saying ${offer} is "payment in full", or that a plan with the rest at no fixed date settles the invoice "in full", gives up your claim to the other ${rest} of the ${owed} they agreed to${inUse ? ", for work they're already using" : ''}. Answer in writing, once: you'll take the ${offer} now only as a partial payment, the remaining ${rest} is due on a fixed date (a day, not just a month or "later"), or in dated payments, and you won't sign a release for less. If they insist on that signature, treat it as a no and plan the next rung now: if they don't pay the ${offer} with no condition by [date], send a final written demand for the full ${owed} with a last date (7 to 10 days), then file in small claims court (ask the clerk about the limit and fees). Ask ${where}'s labor department (and your city's, if it has a freelancer office) whether its freelancer pay law forbids making you accept less as a condition of being paid, and whether you can file a complaint there; if it does, cite it in the demand.${nyc ? " In New York City, ask the Department of Consumer and Worker Protection (DCWP) the same about the city's freelancer law." : ''}`,
      `No lo firme. Un papel que diga que ${offer} es el "pago total", o que un plan con el resto sin fecha fija salda la factura "por completo", renuncia a su derecho a los otros ${rest} de los ${owed} que acordaron${inUse ? ', por un trabajo que ya están usando' : ''}. Responda por escrito, una sola vez: recibirá los ${offer} ahora solo como pago parcial, los ${rest} restantes vencen en una fecha fija (un día, no solo un mes o "más adelante"), o en pagos con fecha, y no firmará una renuncia por menos. Si insisten en esa firma, tómelo como un no y prepare ya el siguiente paso: si no pagan los ${offer} sin condiciones antes del [fecha], envíe una última exigencia por escrito por los ${owed} completos con una fecha límite (de 7 a 10 días) y luego presente el caso en la corte de reclamos menores (pregunte en la secretaría por el límite y los costos). Pregunte al departamento de trabajo de ${where} (y al de su ciudad, si tiene una oficina para independientes) si su ley de pago para independientes prohíbe obligarle a aceptar menos como condición para pagarle, y si puede presentar una queja allí; si es así, cítela en la exigencia.${nyc ? ' En la ciudad de Nueva York, haga la misma pregunta al Departamento de Protección del Consumidor y del Trabajador (DCWP) sobre la ley de la ciudad para independientes.' : ''}`,
    ),
    opening: t(
      `"I won't sign that ${offer} is payment in full: the invoice is ${owed}."\n"I'll take the ${offer} now as a partial payment on invoice ${invoice}, with the remaining ${rest} by [date]. Please confirm in writing."`,
      `"No voy a firmar que ${offer} es el pago total: la factura es de ${owed}."\n"Recibo los ${offer} ahora como pago parcial de la factura ${invoice}, y los ${rest} restantes a más tardar el [fecha]. Le pido confirmarlo por escrito."`,
    ),
    email: {
      subject: t(
        `Invoice ${invoice}: ${owed} is due; ${offer} only as a partial payment`,
        `Factura ${invoice}: se deben ${owed}; ${offer} solo como pago parcial`,
      ),
      body: t(
        `Hello [name],\n\nThank you for your reply. Invoice ${invoice} is for ${owed}, as agreed on [date]${inUse ? ', and the work is already in use' : ''}. I won't sign a release or any statement that ${offer} is payment in full.\n\nI will accept ${offer} now as a partial payment, with the remaining ${rest} due by [date]. If the ${offer} isn't paid without conditions by [date], I will treat this as a refusal to pay and send a final demand for the full ${owed}, then file a claim.\n\nThank you,\n[Your name]`,
        `Hola, [nombre]:\n\nGracias por su respuesta. La factura ${invoice} es de ${owed}, como acordamos el [fecha]${inUse ? ', y el trabajo ya está en uso' : ''}. No voy a firmar una renuncia ni nada que diga que ${offer} es el pago total.\n\nAcepto ${offer} ahora como pago parcial, y los ${rest} restantes vencen el [fecha]. Si los ${offer} no se pagan sin condiciones antes del [fecha], lo tomaré como una negativa a pagar y enviaré una exigencia final por los ${owed} completos, y luego presentaré un reclamo.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Never sign a release or cash anything marked "payment in full" for less than ${owed}.`,
        `Nunca firme una renuncia ni cobre nada marcado "pago total" por menos de ${owed}.`,
      ),
      t(
        'Keep the emails where they agreed to the price, and proof the work was delivered and is in use.',
        'Guarde los correos donde aceptaron el precio y la prueba de que entregó el trabajo y lo están usando.',
      ),
      t(
        'Keep their message tying payment to your signature too: it shows payment was tied to giving up the rest.',
        'Guarde también el mensaje que ata el pago a su firma: muestra que ataron el pago a que usted renuncie al resto.',
      ),
    ],
    answersClaim: true,
  };
}
