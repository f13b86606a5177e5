import type { DemoLanguage } from './types.js';

/** Testi dimostrativi in italiano, scritti per questo prodotto. */
export const it: DemoLanguage = {
  'beginning-of-wisdom': {
    title: 'Il principio della sapienza',
    excerpt:
      'Perché la Bibbia radica la sapienza nel timore del Signore, e che aspetto ha questo rispetto in un martedì qualunque.',
    tags: ['Sapienza', 'Proverbi', 'Vita cristiana'],
    sections: [
      {
        title: 'Dove comincia la sapienza',
        html: `<p>Tendiamo a pensare alla sapienza come a qualcosa che arriva tardi, il premio per essere sopravvissuti a molti errori. Il libro dei Proverbi comincia altrove. Prima di offrire un solo consiglio sul denaro, sulle parole o sull’amicizia, indica un punto di partenza: <strong>il timore del Signore</strong>.</p>
<blockquote>Il timore del Signore è il principio della conoscenza. (Proverbi 1:7)</blockquote>
<p>Questo timore non è lo sgomento di un imputato davanti al giudice. È la consapevolezza serena che Dio è Dio e noi non lo siamo, che la sua parola pesa più dei nostri stati d’animo e che ogni angolo della vita si svolge sotto il suo sguardo.</p>`,
      },
      {
        title: 'Il rispetto nei luoghi di tutti i giorni',
        html: `<p>«Riverenza» suona come una parola da domenica, eppure i Proverbi la portano in cucina, al mercato e alla porta della città. Si vede in abitudini piccole e concrete:</p>
<ul><li>dire la verità quando una piccola bugia sarebbe più comoda;</li><li>usare una bilancia giusta, qualunque sia il nostro mestiere;</li><li>ascoltare prima di rispondere;</li><li>scegliere amici che ci rendono migliori, non soltanto più tranquilli.</li></ul>
<p>Niente di tutto questo è spettacolare. Messo insieme, però, dà forma a una vita che si protende verso Dio nei dettagli.</p>`,
      },
      {
        title: 'Una preghiera per la settimana',
        html: `<p>La sapienza si chiede prima di conquistarla. Giacomo promette che Dio la dona generosamente a chi la chiede con fede (Giacomo 1:5). Questa settimana prova a cominciare ogni mattina con una breve preghiera: <em>Signore, insegnami a vedere questo giorno come lo vedi tu.</em> Poi fai attenzione ai momenti in cui quella preghiera riceve risposta: in una conversazione, in una decisione o in una parola trattenuta.</p>`,
      },
    ],
    comments: [
      {
        name: 'Giulia',
        email: 'giulia@example.org',
        content: 'Che bello il punto sulla bilancia giusta. Lo rileggerò con i ragazzi del catechismo.',
      },
    ],
  },
  'pray-without-ceasing': {
    title: 'Imparare a pregare senza sosta',
    excerpt:
      'Il breve comando di Paolo in 1 Tessalonicesi 5:17 non parla tanto di parole infinite quanto di una vita rivolta a Dio per tutta la giornata.',
    tags: ['Preghiera', 'Discipline spirituali', 'Vita cristiana'],
    sections: [
      {
        title: 'Un comando impossibile?',
        html: `<p>«Non cessate mai di pregare» è uno dei versetti più brevi del Nuovo Testamento, e uno dei più impegnativi. Nessuno può passare ogni ora del giorno in ginocchio. Paolo, che lavorava con le proprie mani per non pesare su nessuno, lo sapeva meglio di chiunque altro.</p>
<p>La parola che sceglie descrive qualcosa che ritorna di continuo, come un ritmo costante. Pregare senza sosta non significa pronunciare un discorso senza pause, ma tenere aperta una conversazione che non si chiude mai del tutto.</p>`,
      },
      {
        title: 'Piccole porte verso la preghiera',
        html: `<p>Quasi tutti abbiamo bisogno di appigli per ricordarci di Dio in mezzo alle faccende quotidiane. Eccone alcuni che i lettori di questo blog hanno trovato utili:</p>
<ol><li><strong>Le soglie.</strong> Prega una frase ogni volta che attraversi una porta.</li><li><strong>I nomi.</strong> Quando qualcuno ti viene in mente, affidalo a Dio prima di passare oltre.</li><li><strong>Le attese.</strong> Trasforma le code, i semafori rossi e le schermate di caricamento in brevi pause di ringraziamento.</li><li><strong>La sera.</strong> Prima di dormire, ripercorri la giornata e nota dove Dio era presente.</li></ol>`,
      },
      {
        title: 'Quando mancano le parole',
        html: `<blockquote>Lo Spirito viene in aiuto alla nostra debolezza: non sappiamo che cosa sia conveniente domandare, ma lo Spirito stesso intercede per noi. (Romani 8:26)</blockquote>
<p>Ci sono stagioni in cui la preghiera sembra arida e le parole paiono rimbalzare contro il soffitto. Continua comunque a presentarti. Un sospiro rivolto a Dio resta una preghiera, e lo Spirito prega con noi anche quando non troviamo le parole.</p>`,
      },
    ],
    comments: [
      {
        name: 'Paolo',
        email: 'paolo@example.org',
        content: 'Le attese al semaforo sono diventate il mio momento di preghiera preferito. Grazie!',
      },
    ],
  },
  'sabbath-rest': {
    title: 'Riposo per gli stanchi: riscoprire il sabato',
    excerpt:
      'Il riposo non è il premio per aver finito tutto. Nella Scrittura è un dono e un comandamento, un promemoria settimanale che il mondo non dipende da noi.',
    tags: ['Riposo', 'Sabato', 'Vita cristiana'],
    sections: [
      {
        title: 'Prima di tutto, il riposo',
        html: `<p>Nel racconto della creazione l’essere umano viene creato il sesto giorno. Il suo primo giorno intero, quindi, è il settimo: un giorno di riposo. Prima ancora di aver compiuto qualcosa, Adamo ed Eva sono invitati a godere di ciò che Dio ha fatto. Il riposo viene per primo, non come premio ma come dono.</p>
<p>Spesso noi invertiamo quest’ordine: ci riposiamo solo quando la lista è finita, e la lista non finisce mai.</p>`,
      },
      {
        title: 'Che cosa custodisce il sabato',
        html: `<p>Il comandamento di santificare il giorno del riposo custodisce molto più delle nostre energie. Protegge:</p>
<ul><li><strong>la nostra adorazione</strong>, mettendo da parte un tempo che appartiene a Dio;</li><li><strong>le nostre relazioni</strong>, lasciando spazio a pasti e conversazioni senza fretta;</li><li><strong>il nostro prossimo</strong>, perché nel Deuteronomio anche il servo, lo straniero e perfino il bue devono riposare;</li><li><strong>la nostra umiltà</strong>, ricordandoci ogni settimana che il mondo continua a girare senza i nostri sforzi.</li></ul>`,
      },
      {
        title: 'Cominciare in piccolo',
        html: `<blockquote>Venite a me, voi tutti che siete stanchi e oppressi, e io vi darò riposo. (Matteo 11:28)</blockquote>
<p>Se un giorno intero ti sembra irraggiungibile, comincia con qualche ora. Metti il telefono in un cassetto, fai una passeggiata, leggi un salmo ad alta voce, condividi un pasto senza guardare l’orologio. Il riposo è un’arte, e come ogni arte cresce con l’esercizio.</p>`,
      },
    ],
  },
  forgiveness: {
    title: 'Il perdono come pratica quotidiana',
    excerpt:
      'Perdonare raramente avviene in un solo istante. Più spesso è un cammino che scegliamo ancora e ancora, sostenuti dalla misericordia che abbiamo ricevuto.',
    tags: ['Perdono', 'Grazia', 'Relazioni'],
    sections: [
      {
        title: 'Settanta volte sette',
        html: `<p>Quando Pietro chiese quante volte dovesse perdonare, pensava che sette fosse già un numero generoso. Gesù rispose con una cifra fatta apposta per smettere di contare (Matteo 18:21-22). Nel regno di Dio il perdono non è una razione da amministrare: è un modo di vivere.</p>`,
      },
      {
        title: 'Che cosa è il perdono, e che cosa non è',
        html: `<p>Molta confusione nasce dal mescolare il perdono con altre cose. Perdonare qualcuno <em>non significa</em>:</p>
<ul><li>fingere che il torto sia stato piccolo;</li><li>tornare subito a fidarsi;</li><li>rinunciare alla giustizia o alla protezione dei più deboli.</li></ul>
<p><em>Significa</em> invece rimettere il debito nelle mani di Dio, rinunciare alla vendetta e augurare all’altro il bene anziché il male.</p>`,
      },
      {
        title: 'Perdonati che perdonano',
        html: `<blockquote>Siate benevoli gli uni verso gli altri, misericordiosi, perdonandovi a vicenda, come anche Dio vi ha perdonati in Cristo. (Efesini 4:32)</blockquote>
<p>La forza di perdonare non nasce dai denti stretti. Scaturisce dal ricordo di quanto siamo stati perdonati noi per primi. Quando una vecchia ferita torna a farsi sentire, possiamo riportarla alla croce tutte le volte che serve. Ogni volta l’amarezza allenta un po’ di più la sua presa.</p>`,
      },
    ],
  },
  'gratitude-lean-seasons': {
    title: 'Gratitudine nei tempi di scarsità',
    excerpt:
      'Il profeta Abacuc scrisse uno dei canti di gratitudine più coraggiosi della Bibbia quando mancavano i fichi, l’uva e il bestiame nelle stalle.',
    tags: ['Gratitudine', 'Abacuc', 'Speranza'],
    allowComments: false,
    sections: [
      {
        title: 'Il canto di Abacuc',
        html: `<p>È facile ringraziare quando la tavola è piena. Abacuc lo fece quando mancava tutto. Il suo libro si apre con domande dure rivolte a Dio e si chiude con una dichiarazione sorprendente:</p>
<blockquote>Anche se il fico non fiorirà e non ci sarà frutto nelle viti, […] io mi rallegrerò nel Signore. (Abacuc 3:17-18)</blockquote>
<p>La sua gratitudine non nega la perdita: la nomina, una cosa alla volta. Ma guarda oltre, verso il Dio che resta la sua forza.</p>`,
      },
      {
        title: 'Praticare la gratitudine quando manca il necessario',
        html: `<p>La gratitudine nei tempi difficili non è ottimismo forzato: è un esercizio di memoria e di fiducia. Alcune pratiche semplici possono aiutare:</p>
<ul><li>scrivere ogni sera tre doni concreti della giornata, anche piccoli;</li><li>ricordare ad alta voce una volta in cui Dio è stato fedele;</li><li>ringraziare per le persone, non solo per le cose;</li><li>condividere qualcosa, anche poco: la generosità nutre la riconoscenza.</li></ul>`,
      },
    ],
  },
};
