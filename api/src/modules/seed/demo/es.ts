import type { DemoLanguage } from './types.js';

/** Textos de demostración en español, escritos para este producto. */
export const es: DemoLanguage = {
  'beginning-of-wisdom': {
    title: 'El principio de la sabiduría',
    excerpt:
      'Por qué la Biblia arraiga la sabiduría en el temor del Señor, y cómo se vive esa reverencia un martes cualquiera.',
    tags: ['Sabiduría', 'Proverbios', 'Vida cristiana'],
    sections: [
      {
        title: 'Donde empieza la sabiduría',
        html: `<p>Solemos pensar que la sabiduría llega tarde, como premio por haber sobrevivido a muchos errores. El libro de Proverbios empieza en otro lugar. Antes de dar un solo consejo sobre el dinero, las palabras o la amistad, señala un punto de partida: <strong>el temor del Señor</strong>.</p>
<blockquote>El principio de la sabiduría es el temor del Señor. (Proverbios 1:7)</blockquote>
<p>Este temor no es el miedo de un reo ante el juez. Es la conciencia serena de que Dios es Dios y nosotros no, de que su palabra pesa más que nuestros estados de ánimo y de que cada rincón de la vida está bajo su mirada.</p>`,
      },
      {
        title: 'Reverencia en los lugares de siempre',
        html: `<p>«Reverencia» suena a palabra de domingo, pero Proverbios la lleva a la cocina, al mercado y a la puerta de la ciudad. Se nota en hábitos pequeños y concretos:</p>
<ul><li>decir la verdad cuando una mentira pequeña sería más cómoda;</li><li>usar una balanza justa, sea cual sea nuestro oficio;</li><li>escuchar antes de responder;</li><li>elegir amigos que nos hagan mejores, no solo más cómodos.</li></ul>
<p>Nada de esto es espectacular. Pero, sumado, da forma a una vida que se inclina hacia Dios en los detalles.</p>`,
      },
      {
        title: 'Una oración para la semana',
        html: `<p>La sabiduría se pide antes de alcanzarse. Santiago promete que Dios la da con generosidad a quien se la pide con fe (Santiago 1:5). Esta semana, intenta empezar cada mañana con una oración breve: <em>Señor, enséñame a ver este día como tú lo ves.</em> Después, fíjate en los momentos en que esa oración recibe respuesta: en una conversación, en una decisión o en una palabra que decides callar.</p>`,
      },
    ],
    comments: [
      {
        name: 'Lucía',
        email: 'lucia@example.org',
        content: 'Me encantó la idea de la balanza justa. Trabajo en contabilidad y me hizo pensar mucho.',
      },
      {
        name: 'Javier R.',
        email: 'javier@example.org',
        content: 'Gracias por aclarar que el temor del Señor no es miedo. Lo voy a compartir con mi grupo de estudio.',
      },
    ],
  },
  'pray-without-ceasing': {
    title: 'Aprender a orar sin cesar',
    excerpt:
      'El breve mandato de Pablo en 1 Tesalonicenses 5:17 no habla tanto de palabras interminables como de una vida vuelta hacia Dios durante todo el día.',
    tags: ['Oración', 'Disciplinas espirituales', 'Vida cristiana'],
    sections: [
      {
        title: '¿Un mandato imposible?',
        html: `<p>«Orad sin cesar» es uno de los versículos más cortos del Nuevo Testamento, y uno de los que más imponen. Nadie puede pasar todas las horas del día de rodillas. Pablo, que trabajaba con sus manos para no ser una carga para nadie, lo sabía mejor que nadie.</p>
<p>La palabra que usa describe algo que vuelve una y otra vez, como un ritmo constante. Orar sin cesar no es pronunciar un discurso sin pausa; es mantener una conversación que nunca se cierra del todo.</p>`,
      },
      {
        title: 'Pequeñas puertas hacia la oración',
        html: `<p>Casi todos necesitamos anclas para acordarnos de Dios en medio de las tareas cotidianas. Estas son algunas que los lectores de este blog han encontrado útiles:</p>
<ol><li><strong>Los umbrales.</strong> Ora una frase cada vez que cruces una puerta.</li><li><strong>Los nombres.</strong> Cuando alguien te venga a la mente, ponlo en manos de Dios antes de seguir.</li><li><strong>Las esperas.</strong> Convierte las colas, los semáforos y las pantallas de carga en breves pausas de gratitud.</li><li><strong>Las noches.</strong> Antes de dormir, repasa el día y descubre dónde estuvo presente Dios.</li></ol>`,
      },
      {
        title: 'Cuando faltan las palabras',
        html: `<blockquote>El Espíritu nos ayuda en nuestra debilidad: no sabemos qué pedir como conviene, pero el Espíritu mismo intercede por nosotros. (Romanos 8:26)</blockquote>
<p>Hay temporadas en que la oración se siente seca y las palabras parecen rebotar en el techo. Sigue presentándote de todos modos. Un suspiro dirigido a Dios sigue siendo oración, y el Espíritu ora con nosotros incluso cuando no encontramos las palabras.</p>`,
      },
    ],
  },
  'sabbath-rest': {
    title: 'Descanso para los cansados: redescubrir el día de reposo',
    excerpt:
      'El descanso no es el premio por terminarlo todo. En la Escritura es un regalo y un mandamiento, un recordatorio semanal de que el mundo no depende de nosotros.',
    tags: ['Descanso', 'Día de reposo', 'Vida cristiana'],
    sections: [
      {
        title: 'Primero, el descanso',
        html: `<p>En el relato de la creación, el ser humano es creado el sexto día. Su primer día completo, entonces, es el séptimo: un día de descanso. Antes de haber logrado nada, Adán y Eva son invitados a disfrutar de lo que Dios ha hecho. El descanso va primero, no como recompensa, sino como regalo.</p>
<p>Nosotros solemos invertir ese orden: descansamos solo cuando la lista está terminada, y la lista nunca se termina.</p>`,
      },
      {
        title: 'Lo que protege el día de reposo',
        html: `<p>El mandamiento de santificar el día de reposo cuida mucho más que nuestras fuerzas. Protege:</p>
<ul><li><strong>nuestra adoración</strong>, al apartar un tiempo que pertenece a Dios;</li><li><strong>nuestras relaciones</strong>, al dejar espacio para comidas y conversaciones sin prisa;</li><li><strong>a nuestro prójimo</strong>, pues en Deuteronomio también el siervo, el extranjero y hasta el buey deben descansar;</li><li><strong>nuestra humildad</strong>, al recordarnos cada semana que el mundo sigue girando sin nuestro esfuerzo.</li></ul>`,
      },
      {
        title: 'Empezar poco a poco',
        html: `<blockquote>Venid a mí todos los que estáis trabajados y cargados, y yo os haré descansar. (Mateo 11:28)</blockquote>
<p>Si un día entero te parece imposible, empieza con unas horas. Guarda el teléfono en un cajón, sal a caminar, lee un salmo en voz alta, comparte una comida sin mirar el reloj. Descansar es un arte, y como todo arte crece con la práctica.</p>`,
      },
    ],
    comments: [
      {
        name: 'Carmen',
        email: 'carmen@example.org',
        content: 'Llevamos un mes apagando los móviles el domingo por la tarde. Mis hijos ya lo esperan con ganas.',
      },
    ],
  },
  forgiveness: {
    title: 'El perdón como práctica diaria',
    excerpt:
      'Perdonar casi nunca ocurre en un solo instante. Suele ser un camino que elegimos una y otra vez, sostenidos por la misericordia que hemos recibido.',
    tags: ['Perdón', 'Gracia', 'Relaciones'],
    sections: [
      {
        title: 'Setenta veces siete',
        html: `<p>Cuando Pedro preguntó cuántas veces debía perdonar, creía que siete ya era generoso. Jesús respondió con una cifra pensada para acabar con la cuenta (Mateo 18:21-22). En el reino de Dios, el perdón no es una ración que se administra; es una forma de vivir.</p>`,
      },
      {
        title: 'Lo que el perdón es y lo que no es',
        html: `<p>Buena parte de la confusión viene de mezclar el perdón con otras cosas. Perdonar a alguien <em>no significa</em>:</p>
<ul><li>fingir que el daño fue pequeño;</li><li>volver a confiar de inmediato;</li><li>renunciar a la justicia o a proteger a los más vulnerables.</li></ul>
<p><em>Sí significa</em> dejar la deuda en manos de Dios, renunciar a la venganza y desear al otro el bien en lugar del mal.</p>`,
      },
      {
        title: 'Perdonados que perdonan',
        html: `<blockquote>Sed bondadosos unos con otros, misericordiosos, perdonándoos unos a otros, como Dios también os perdonó en Cristo. (Efesios 4:32)</blockquote>
<p>La fuerza para perdonar no nace de apretar los dientes. Brota de recordar cuánto se nos ha perdonado a nosotros. Cuando una herida antigua vuelve a doler, podemos llevarla a la cruz tantas veces como haga falta. Cada vez, la amargura afloja un poco más.</p>`,
      },
    ],
  },
  'gratitude-lean-seasons': {
    title: 'Gratitud en tiempos de escasez',
    excerpt:
      'El profeta Habacuc escribió uno de los cantos de gratitud más valientes de la Biblia cuando no había higos, ni uvas, ni ganado en los corrales.',
    tags: ['Gratitud', 'Habacuc', 'Esperanza'],
    sections: [
      {
        title: 'El canto de Habacuc',
        html: `<p>Es fácil dar gracias cuando la mesa está llena. Habacuc lo hizo cuando todo faltaba. Su libro empieza con preguntas duras a Dios y termina con una declaración asombrosa:</p>
<blockquote>Aunque la higuera no florezca ni en las vides haya frutos, […] con todo, yo me alegraré en el Señor. (Habacuc 3:17-18)</blockquote>
<p>Su gratitud no niega la pérdida: la nombra una por una. Pero mira más allá de ella, hacia el Dios que sigue siendo su fuerza.</p>`,
      },
      {
        title: 'Practicar la gratitud cuando falta lo necesario',
        html: `<p>La gratitud en tiempos difíciles no es optimismo forzado; es un ejercicio de memoria y de confianza. Algunas prácticas sencillas pueden ayudar:</p>
<ul><li>escribir cada noche tres dones concretos del día, por pequeños que sean;</li><li>recordar en voz alta una ocasión en que Dios fue fiel en el pasado;</li><li>dar gracias por las personas, no solo por las cosas;</li><li>compartir algo, aunque sea poco: la generosidad alimenta el agradecimiento.</li></ul>`,
      },
    ],
  },
};
