import type { Language } from '@lane/shared';
import type { FirstRung, SecondRung } from '../ladder.js';
import { stateOffice, type RegulatorId, type StateOffice } from '../regulators.js';

/**
 * What each rung is called and what to do there, in both languages (Spanish with *usted*). `ask` is
 * the person's one-sentence ask with its figure, already in the conversation's language; `party` the
 * company as the person named it.
 */

export interface StepWords {
  readonly name: string;
  readonly detail: string;
}

interface StepContext {
  readonly ask: string;
  readonly party: string | undefined;
}

type Words = (ctx: StepContext) => StepWords;

const FIRST: Readonly<Record<FirstRung, Record<Language, Words>>> = {
  supervisor: {
    en: ({ ask }) => ({
      name: 'A supervisor',
      detail: `On the same call, ask: “Can I speak with a supervisor or someone who can approve this?” Say your ask in one sentence — ${ask} — and write down their name, the time and a reference number.`,
    }),
    es: ({ ask }) => ({
      name: 'Un supervisor o una supervisora',
      detail: `En la misma llamada, pida: «¿Puedo hablar con un supervisor o con alguien que pueda aprobar esto?». Diga su petición en una frase —${ask}— y anote el nombre, la hora y un número de referencia.`,
    }),
  },
  billing_supervisor: {
    en: ({ ask }) => ({
      name: 'A billing supervisor',
      detail: `Ask the billing office for a supervisor who can correct the account. Say your ask in one sentence — ${ask} — ask them to hold the bill from collections while it is reviewed, and write down their name, the time and a reference number.`,
    }),
    es: ({ ask }) => ({
      name: 'Un supervisor o una supervisora de facturación',
      detail: `Pida a la oficina de facturación hablar con alguien que supervise y pueda corregir la cuenta. Diga su petición en una frase —${ask}—, pida que la cuenta no pase a cobranza mientras se revisa y anote el nombre, la hora y un número de referencia.`,
    }),
  },
  service_manager: {
    en: ({ ask }) => ({
      name: 'The service manager',
      detail: `Ask for the service manager and show the written estimate. Say your ask in one sentence — ${ask} — and write down their name and the time.`,
    }),
    es: ({ ask }) => ({
      name: 'La gerencia de servicio',
      detail: `Pida hablar con el gerente o la gerente de servicio y muestre el presupuesto por escrito. Diga su petición en una frase —${ask}— y anote el nombre y la hora.`,
    }),
  },
  property_manager: {
    en: ({ ask }) => ({
      name: 'The property manager',
      detail: `Put it to the property manager in writing (email or a dated letter), so there is a record: ${ask}. Ask for an answer by a date, 10 days out.`,
    }),
    es: ({ ask }) => ({
      name: 'La administración del inmueble',
      detail: `Plantéelo a la administración por escrito (correo o carta con fecha), para que quede constancia: ${ask}. Pida una respuesta para una fecha, a 10 días.`,
    }),
  },
  hiring_manager: {
    en: ({ ask }) => ({
      name: 'The hiring manager',
      detail: `If the recruiter can't move, ask for a short call with the hiring manager, who owns the budget: ${ask}. Keep it about the role and the market, never an ultimatum.`,
    }),
    es: ({ ask }) => ({
      name: 'La persona que dirige la contratación',
      detail: `Si quien le recluta no puede mover la cifra, pida una llamada breve con la persona que dirige la contratación, que maneja el presupuesto: ${ask}. Hable del puesto y del mercado, nunca con un ultimátum.`,
    }),
  },
  skip_level: {
    en: ({ ask }) => ({
      name: 'Your manager’s manager',
      detail: `Tell your manager you'd like to take the request one level up, then ask for a short meeting: ${ask}. Bring the results you listed and the market figures.`,
    }),
    es: ({ ask }) => ({
      name: 'La persona a cargo de su jefe o jefa',
      detail: `Dígale a su jefe o jefa que le gustaría llevar la petición un nivel más arriba y pida una reunión breve: ${ask}. Lleve los resultados que enumeró y las cifras del mercado.`,
    }),
  },
  decision_maker: {
    en: ({ ask }) => ({
      name: 'The person who decides the budget',
      detail: `Ask who approves the payment or the price and put it to them directly, in writing: ${ask}.`,
    }),
    es: ({ ask }) => ({
      name: 'La persona que decide el presupuesto',
      detail: `Pregunte quién aprueba el pago o el precio y plantéeselo directamente, por escrito: ${ask}.`,
    }),
  },
};

/** "Send it the complaint below in writing, and ask for an answer within 14 days." */
const inWriting = {
  en: 'Send it the complaint below in writing and ask for an answer within 14 days.',
  es: 'Envíele por escrito la queja de abajo y pida una respuesta en 14 días.',
} as const;

const SECOND: Readonly<Record<SecondRung, Record<Language, Words>>> = {
  executive_office: {
    en: ({ party }) => ({
      name: 'The executive customer relations office',
      detail: `Ask ${party ?? 'the company'} for its executive customer relations office (some call it the office of the president): the team that settles what the phone line can't. ${inWriting.en}`,
    }),
    es: ({ party }) => ({
      name: 'La oficina ejecutiva de atención al cliente',
      detail: `Pida a ${party ?? 'la empresa'} el contacto de su oficina ejecutiva de atención al cliente (a veces llamada oficina de la presidencia): el equipo que resuelve lo que la línea telefónica no puede. ${inWriting.es}`,
    }),
  },
  retention_team: {
    en: ({ party }) => ({
      name: 'The cancellation (retention) team',
      detail: `Ask ${party ?? 'the company'} for the cancellation or retention team: it can reverse charges and keep prices the first line can't. If it still says no, ask for the executive customer relations office and send the complaint below in writing.`,
    }),
    es: ({ party }) => ({
      name: 'El equipo de cancelaciones (retención)',
      detail: `Pida a ${party ?? 'la empresa'} el equipo de cancelaciones o de retención: puede revertir cargos y mantener precios que la primera línea no puede. Si aun así dice que no, pida la oficina ejecutiva de atención al cliente y envíe por escrito la queja de abajo.`,
    }),
  },
  patient_advocate: {
    en: ({ party }) => ({
      name: 'The patient advocate (billing office)',
      detail: `Ask ${party ?? 'the provider'} for its patient advocate or patient financial services office, and ask for an itemized bill. ${inWriting.en}`,
    }),
    es: ({ party }) => ({
      name: 'La persona defensora del paciente (oficina de facturación)',
      detail: `Pida a ${party ?? 'el proveedor'} hablar con la persona defensora del paciente o con servicios financieros al paciente, y pida una factura detallada. ${inWriting.es}`,
    }),
  },
  collector_compliance: {
    en: () => ({
      name: 'The collector’s compliance department',
      detail: `Write to the collection agency's compliance department, not the caller, and keep a copy. ${inWriting.en}`,
    }),
    es: () => ({
      name: 'El departamento de cumplimiento de la agencia',
      detail: `Escriba al departamento de cumplimiento (compliance) de la agencia de cobranza, no a quien le llama, y guarde una copia. ${inWriting.es}`,
    }),
  },
  landlord_owner: {
    en: () => ({
      name: 'The owner or the management company’s main office',
      detail: `Write to the owner, or to the management company's main office, with copies of the lease and your photos or receipts. ${inWriting.en}`,
    }),
    es: () => ({
      name: 'El dueño o la oficina central de la administradora',
      detail: `Escriba al dueño o a la dueña, o a la oficina central de la administradora, con copia del contrato y de sus fotos o recibos. ${inWriting.es}`,
    }),
  },
  shop_owner: {
    en: () => ({
      name: 'The shop’s owner',
      detail: `Ask for the owner and put it in writing, with the written estimate and the invoice attached. ${inWriting.en}`,
    }),
    es: () => ({
      name: 'El dueño o la dueña del taller',
      detail: `Pida hablar con el dueño o la dueña y póngalo por escrito, con el presupuesto y la factura adjuntos. ${inWriting.es}`,
    }),
  },
  dealer_general_manager: {
    en: () => ({
      name: 'The dealership’s general manager',
      detail: `Ask for the general manager (above the sales and finance managers) and put it in writing, with the contract attached. ${inWriting.en}`,
    }),
    es: () => ({
      name: 'La gerencia general del concesionario',
      detail: `Pida hablar con el gerente o la gerente general (por encima de ventas y financiamiento) y póngalo por escrito, con el contrato adjunto. ${inWriting.es}`,
    }),
  },
  human_resources: {
    en: () => ({
      name: 'Human resources (HR)',
      detail:
        'Ask HR how pay for the role is set and what it would take to reach your figure; put your request in writing, with the figures.',
    }),
    es: () => ({
      name: 'Recursos humanos',
      detail:
        'Pregunte a recursos humanos cómo se fija el pago del puesto y qué haría falta para llegar a su cifra; ponga su petición por escrito, con las cifras.',
    }),
  },
  payroll: {
    en: () => ({
      name: 'HR or payroll, in writing',
      detail: `Write to HR or payroll with the pay periods and hours, and keep a copy. ${inWriting.en}`,
    }),
    es: () => ({
      name: 'Recursos humanos o nómina, por escrito',
      detail: `Escriba a recursos humanos o a nómina con los periodos de pago y las horas, y guarde una copia. ${inWriting.es}`,
    }),
  },
  business_owner: {
    en: ({ party }) => ({
      name: 'The owner or head of the business',
      detail: `Write to the owner or head of ${party ?? 'the business'}, with the agreement and the invoices attached. ${inWriting.en}`,
    }),
    es: ({ party }) => ({
      name: 'El dueño, la dueña o la dirección del negocio',
      detail: `Escriba al dueño, a la dueña o a la dirección de ${party ?? 'el negocio'}, con el acuerdo y las facturas adjuntos. ${inWriting.es}`,
    }),
  },
  insurer_appeals: {
    en: () => ({
      name: 'The insurer’s appeals (grievance) department',
      detail: `File a written appeal of the denial with the insurer, with the claim number, the denial letter and your records. ${inWriting.en}`,
    }),
    es: () => ({
      name: 'El departamento de apelaciones de la aseguradora',
      detail: `Presente a la aseguradora una apelación por escrito de la negación, con el número de reclamo, la carta de negación y sus registros. ${inWriting.es}`,
    }),
  },
};

/**
 * A regulator's name and what to do there; `state` names a state office when the person said it, and
 * `office` is that state's own office where its page was checked (regulators.ts STATE_OFFICES).
 */
const REGULATOR_WORDS: Readonly<
  Record<
    RegulatorId,
    Record<Language, (state: string | undefined, gfe?: string, office?: StateOffice) => StepWords>
  >
> = {
  cfpb: {
    en: () => ({
      name: 'Consumer Financial Protection Bureau (CFPB)',
      detail:
        'File a complaint online with the narrative below, or by phone. The CFPB sends it to the company, which has 15 days to respond to you and to the CFPB.',
    }),
    es: () => ({
      name: 'Oficina para la Protección Financiera del Consumidor (CFPB)',
      detail:
        'Presente una queja en línea con el relato de abajo, o por teléfono (hay atención en español). La CFPB la remite a la empresa, que tiene 15 días para responderle a usted y a la CFPB.',
    }),
  },
  ftc: {
    en: () => ({
      name: 'Federal Trade Commission (ReportFraud.ftc.gov)',
      detail:
        'Report the practice at ReportFraud.ftc.gov with the narrative below. Keep pressing the company in writing at the same time.',
    }),
    es: () => ({
      name: 'Comisión Federal de Comercio (ReportFraud.ftc.gov)',
      detail:
        'Denuncie la práctica en ReportFraud.ftc.gov con el relato de abajo. Mientras tanto, siga reclamando a la empresa por escrito.',
    }),
  },
  dol_ebsa: {
    en: () => ({
      name: 'U.S. Department of Labor, Employee Benefits Security Administration (EBSA)',
      detail:
        'If your plan from work is self-funded (your employer pays the claims; the plan documents or HR can tell you), ask EBSA for help online with the narrative below, after the plan’s appeal. A fully insured plan goes to your state’s insurance department instead.',
    }),
    es: () => ({
      name: 'Departamento de Trabajo de EE. UU., Administración de Seguridad de Beneficios del Empleado (EBSA)',
      detail:
        'Si su plan del trabajo es autofinanciado (su empleador paga los reclamos; los documentos del plan o Recursos Humanos se lo pueden decir), pida ayuda a la EBSA en línea con el relato de abajo, después de la apelación ante el plan. Un plan totalmente asegurado va al departamento de seguros de su estado.',
    }),
  },
  ca_automotive_repair: {
    en: () => ({
      name: 'California Bureau of Automotive Repair (BAR)',
      detail:
        'File a complaint with the narrative below, the written estimate and the invoice: the Bureau mediates between you and the shop and checks that the shop followed the estimate and authorization rules.',
    }),
    es: () => ({
      name: 'Oficina de Reparación Automotriz de California (BAR)',
      detail:
        'Presente una queja con el relato de abajo, el presupuesto por escrito y la factura: la oficina media entre usted y el taller y revisa si el taller cumplió las reglas de presupuesto y autorización.',
    }),
  },
  state_attorney_general: {
    en: (state, _gfe, office) => ({
      name:
        office?.name?.en ??
        (state ? `The ${state} attorney general’s office` : 'Your state attorney general’s office'),
      detail: office?.note
        ? `File a consumer complaint with its consumer protection office, with the narrative below.${noteOf(office, 'en')}`
        : 'File a consumer complaint with its consumer protection office, with the narrative below; some offices mediate between you and the business.',
    }),
    es: (state, _gfe, office) => ({
      name:
        office?.name?.es ??
        (state ? `La oficina del fiscal general de ${state}` : 'La oficina del fiscal general de su estado'),
      detail: office?.note
        ? `Presente una queja ante su oficina de protección al consumidor, con el relato de abajo.${noteOf(office, 'es')}`
        : 'Presente una queja ante su oficina de protección al consumidor, con el relato de abajo; algunas oficinas median entre usted y el negocio.',
    }),
  },
  cms_no_surprises: {
    // A Good Faith Estimate exceeded (uninsured or self-pay): the patient-provider dispute process,
    // as the rights engine tells it (domain/chat/facts.ts: within 120 days of the first bill's date,
    // $25, collections paused while it is open). `gfe` is that last day, written out, when known.
    en: (_state, gfe) =>
      gfe !== undefined
        ? {
            name: 'No Surprises Help Desk (CMS): patient-provider dispute resolution',
            detail: `The bill is at least $400 over your Good Faith Estimate, so you can start the federal patient-provider dispute process (a $25 fee) within 120 days of the date on the first bill${gfe ? `: by ${gfe}` : ''}; while it is open, the provider can't send the bill to collections. Start it online, or call the help desk, which also takes complaints, in English, Spanish and other languages. Attach the Good Faith Estimate and the bill.`,
          }
        : {
            name: 'No Surprises Help Desk (CMS)',
            detail:
              'File online with the narrative below, or call: the help desk can help you file, in English, Spanish and other languages. Attach the bill and the Explanation of Benefits or the Good Faith Estimate (and your insurance card, if you have insurance).',
          },
    es: (_state, gfe) =>
      gfe !== undefined
        ? {
            name: 'Centro de ayuda No Surprises (CMS): disputa entre paciente y proveedor',
            detail: `La factura supera en al menos $400 su Estimado de Buena Fe, así que puede iniciar el proceso federal de disputa entre paciente y proveedor (cuesta $25) dentro de los 120 días desde la fecha de la primera factura${gfe ? `: a más tardar el ${gfe}` : ''}; mientras esté abierto, el proveedor no puede mandar la factura a cobranza. Inícielo en línea, o llame al centro de ayuda, que también recibe quejas, en español, inglés y otros idiomas. Adjunte el Estimado de Buena Fe y la factura.`,
          }
        : {
            name: 'Centro de ayuda No Surprises (CMS)',
            detail:
              'Presente la queja en línea con el relato de abajo, o llame: le ayudan a presentarla en español, inglés y otros idiomas. Adjunte la factura y la Explicación de Beneficios o el Estimado de Buena Fe (y su tarjeta del seguro, si tiene seguro).',
          },
  },
  dot_aviation: {
    en: () => ({
      name: 'U.S. Department of Transportation (air travel complaints)',
      detail:
        'File an air travel service complaint with the narrative below; DOT forwards it to the airline or ticket agent and asks it to reply to you.',
    }),
    es: () => ({
      name: 'Departamento de Transporte de EE. UU. (quejas de viajes aéreos)',
      detail:
        'Presente una queja sobre el servicio aéreo con el relato de abajo; el DOT la remite a la aerolínea o a la agencia y solicita que le responda a usted.',
    }),
  },
  // The state's own department where its page was checked; elsewhere the NAIC's pages, which link
  // to every state's.
  state_insurance_department: {
    en: (state, _gfe, office) => ({
      name:
        office?.name?.en ?? (state ? `The ${state} insurance department` : 'Your state insurance department'),
      detail: office
        ? `File a complaint online${office.phone ? ' or by phone' : ''} with the narrative below, the bill and any denial letter or Explanation of Benefits.${noteOf(office, 'en')}`
        : 'File a complaint with the narrative below, the bill and any denial letter or Explanation of Benefits; the NAIC’s consumer pages link to every state’s department.',
    }),
    es: (state, _gfe, office) => ({
      name:
        office?.name?.es ??
        (state ? `El departamento de seguros de ${state}` : 'El departamento de seguros de su estado'),
      detail: office
        ? `Presente una queja en línea${office.phone ? ' o por teléfono' : ''} con el relato de abajo, la factura y cualquier carta de negación o Explicación de Beneficios.${noteOf(office, 'es')}`
        : 'Presente una queja con el relato de abajo, la factura y cualquier carta de negación o Explicación de Beneficios; las páginas para el consumidor de la NAIC enlazan al departamento de cada estado.',
    }),
  },
  // The office's own name where it was checked (regulators.ts); elsewhere the state's labor
  // department, whatever that state calls it.
  state_labor_department: {
    en: (state, _gfe, office) => ({
      name: office?.name
        ? `${office.name.en} (wage claims)`
        : state
          ? `The ${state} state labor department (wage claims)`
          : 'Your state’s labor department (wage claims)',
      detail: `File a wage claim for the pay your former or current employer owes you (a last paycheck, vacation pay you earned), with the narrative below, your pay stubs and the employer's messages.${
        office?.note
          ? noteOf(office, 'en')
          : ` Wage claims have a time limit${state ? '' : ' that depends on the state'}: file soon.`
      }`,
    }),
    es: (state, _gfe, office) => ({
      name: office?.name
        ? `${office.name.es} (reclamos de salario)`
        : state
          ? `El departamento de trabajo del estado de ${state} (reclamos de salario)`
          : 'El departamento de trabajo de su estado (reclamos de salario)',
      detail: `Presente un reclamo de salario por el pago que su empleador o exempleador le debe (el último cheque, las vacaciones que ganó), con el relato de abajo, sus talones de pago y los mensajes del empleador.${
        office?.note
          ? noteOf(office, 'es')
          : ` Los reclamos de salario tienen un plazo${state ? '' : ' que depende del estado'}: preséntelo pronto.`
      }`,
    }),
  },
  // Phone, internet and cable providers (regulators.ts: the FCC serves a billing or service complaint
  // on the provider, which has 30 days to answer the person and the FCC).
  fcc: {
    en: () => ({
      name: 'Federal Communications Commission (FCC consumer complaints)',
      detail:
        'File a complaint online (choose Phone, Internet or TV, then billing) or by phone, with the narrative below and the bills that show the charges. The FCC sends a billing complaint to the provider, which must answer you and the FCC in writing within 30 days.',
    }),
    es: () => ({
      name: 'Comisión Federal de Comunicaciones (quejas de consumidores de la FCC)',
      detail:
        'Presente una queja en línea (elija teléfono, internet o TV y luego facturación) o por teléfono, con el relato de abajo y las facturas que muestran los cobros. La FCC remite la queja de facturación al proveedor, que debe responderle a usted y a la FCC por escrito en 30 días.',
    }),
  },
  dol_wage_hour: {
    en: () => ({
      name: 'U.S. Department of Labor, Wage and Hour Division',
      detail:
        'File online or by phone (your state labor department takes wage claims too). Complaints are confidential, and your employer may not retaliate against you for filing.',
    }),
    es: () => ({
      name: 'División de Horas y Salarios del Departamento de Trabajo de EE. UU.',
      detail:
        'Presente la queja en línea o por teléfono (el departamento de trabajo de su estado también recibe reclamos de salario). Las quejas son confidenciales y su empleador no puede tomar represalias por presentarla.',
    }),
  },
};

export function firstRungWords(rung: FirstRung, lang: Language, ctx: StepContext): StepWords {
  return FIRST[rung][lang](ctx);
}

export function secondRungWords(rung: SecondRung, lang: Language, ctx: StepContext): StepWords {
  return SECOND[rung][lang](ctx);
}

/** A state office's own note, as one more sentence ('' when it has none). */
function noteOf(office: StateOffice, lang: Language): string {
  return office.note ? ` ${office.note[lang]}` : '';
}

export function regulatorWords(
  id: RegulatorId,
  lang: Language,
  state: string | undefined,
  gfe?: string,
): StepWords {
  return REGULATOR_WORDS[id][lang](state, gfe, stateOffice(id, state));
}
