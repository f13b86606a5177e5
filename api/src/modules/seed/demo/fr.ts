import type { DemoLanguage } from './types.js';

/** Textes de démonstration en français, écrits pour ce produit. */
export const fr: DemoLanguage = {
  'beginning-of-wisdom': {
    title: 'Le commencement de la sagesse',
    excerpt:
      'Pourquoi la Bible enracine la sagesse dans la crainte du Seigneur, et à quoi ressemble ce respect un mardi comme les autres.',
    tags: ['Sagesse', 'Proverbes', 'Vie chrétienne'],
    sections: [
      {
        title: 'Là où commence la sagesse',
        html: `<p>Nous imaginons volontiers la sagesse comme un fruit tardif, la récompense de nombreuses erreurs surmontées. Le livre des Proverbes commence ailleurs. Avant de donner le moindre conseil sur l’argent, la parole ou l’amitié, il désigne un point de départ : <strong>la crainte du Seigneur</strong>.</p>
<blockquote>La crainte de l’Éternel est le commencement de la connaissance. (Proverbes 1.7)</blockquote>
<p>Cette crainte n’est pas l’effroi d’un accusé devant son juge. C’est la conscience paisible que Dieu est Dieu et que nous ne le sommes pas, que sa parole pèse plus lourd que nos humeurs et que chaque recoin de notre vie se déroule sous son regard.</p>`,
      },
      {
        title: 'Le respect dans les lieux ordinaires',
        html: `<p>Le mot « révérence » sonne comme un mot du dimanche, et pourtant les Proverbes le placent dans la cuisine, sur la place du marché et à la porte de la ville. Il se traduit par des habitudes simples et concrètes :</p>
<ul><li>dire la vérité quand un petit mensonge serait plus commode ;</li><li>garder une balance juste, quel que soit notre métier ;</li><li>écouter avant de répondre ;</li><li>choisir des amis qui nous rendent meilleurs, et pas seulement plus à l’aise.</li></ul>
<p>Rien de spectaculaire. Mais, mis bout à bout, ces gestes façonnent une vie tournée vers Dieu jusque dans les détails.</p>`,
      },
      {
        title: 'Une prière pour la semaine',
        html: `<p>La sagesse se demande avant de s’acquérir. Jacques promet que Dieu la donne généreusement à quiconque la lui demande avec foi (Jacques 1.5). Cette semaine, essayez de commencer chaque matin par une courte prière : <em>Seigneur, apprends-moi à voir cette journée comme tu la vois.</em> Puis guettez les moments où cette prière reçoit une réponse : dans une conversation, une décision ou une parole retenue.</p>`,
      },
    ],
    comments: [
      {
        name: 'Élise',
        email: 'elise@example.org',
        content: 'La distinction entre crainte et effroi m’a beaucoup aidée. Merci pour cet article clair et profond.',
      },
      {
        name: 'Marc',
        email: 'marc@example.org',
        content: 'J’ai imprimé la prière du matin et je l’ai collée sur mon frigo. Toute la famille s’y met !',
      },
    ],
  },
  'pray-without-ceasing': {
    title: 'Apprendre à prier sans cesse',
    excerpt:
      'Le bref commandement de Paul en 1 Thessaloniciens 5.17 parle moins de paroles interminables que d’une vie tournée vers Dieu tout au long du jour.',
    tags: ['Prière', 'Disciplines spirituelles', 'Vie chrétienne'],
    sections: [
      {
        title: 'Un commandement impossible ?',
        html: `<p>« Priez sans cesse » est l’un des versets les plus courts du Nouveau Testament, et l’un des plus intimidants. Personne ne peut passer toutes ses heures à genoux. Paul, qui travaillait de ses mains pour ne rien coûter à personne, le savait mieux que quiconque.</p>
<p>Le mot qu’il emploie décrit quelque chose qui revient sans cesse, comme un rythme régulier. Prier sans cesse, ce n’est pas tenir un discours ininterrompu ; c’est entretenir une conversation qui n’est jamais vraiment close.</p>`,
      },
      {
        title: 'De petites portes vers la prière',
        html: `<p>La plupart d’entre nous ont besoin de points d’ancrage pour se souvenir de Dieu au milieu des tâches ordinaires. En voici quelques-uns que des lecteurs de ce blog ont trouvés utiles :</p>
<ol><li><strong>Les seuils.</strong> Priez une phrase chaque fois que vous franchissez une porte.</li><li><strong>Les prénoms.</strong> Quand quelqu’un vous vient à l’esprit, confiez-le à Dieu avant de passer à autre chose.</li><li><strong>L’attente.</strong> Faites des files d’attente, des feux rouges et des écrans de chargement de courtes pauses de reconnaissance.</li><li><strong>Le soir.</strong> Avant de dormir, relisez votre journée et remarquez où Dieu était présent.</li></ol>`,
      },
      {
        title: 'Quand les mots manquent',
        html: `<blockquote>L’Esprit nous aide dans notre faiblesse : nous ne savons pas ce qu’il convient de demander, mais l’Esprit lui-même intercède pour nous. (Romains 8.26)</blockquote>
<p>Il y a des saisons où la prière semble sèche et où les mots paraissent rebondir contre le plafond. Continuez malgré tout à vous présenter devant Dieu. Un soupir qui lui est adressé reste une prière, et l’Esprit prie avec nous même quand nous ne trouvons plus nos mots.</p>`,
      },
    ],
    comments: [
      {
        name: 'Sophie',
        email: 'sophie@example.org',
        content: 'L’idée des seuils est toute simple, mais elle transforme mes journées de télétravail.',
      },
    ],
  },
  'sabbath-rest': {
    title: 'Du repos pour les cœurs fatigués : redécouvrir le sabbat',
    excerpt:
      'Le repos n’est pas la récompense d’une liste enfin terminée. Dans l’Écriture, c’est un don et un commandement, un rappel hebdomadaire que le monde ne repose pas sur nos épaules.',
    tags: ['Repos', 'Sabbat', 'Vie chrétienne'],
    sections: [
      {
        title: 'Le repos d’abord',
        html: `<p>Dans le récit de la création, l’être humain est fait le sixième jour. Son premier jour entier est donc le septième : un jour de repos. Avant même d’avoir accompli quoi que ce soit, Adam et Ève sont invités à goûter ce que Dieu a fait. Le repos vient en premier, non comme une prime, mais comme un cadeau.</p>
<p>Nous inversons souvent cet ordre : nous ne nous reposons qu’une fois la liste terminée, et la liste ne l’est jamais.</p>`,
      },
      {
        title: 'Ce que le sabbat protège',
        html: `<p>Le commandement de sanctifier le jour du repos garde bien plus que nos forces. Il protège :</p>
<ul><li><strong>notre adoration</strong>, en réservant un temps qui appartient à Dieu ;</li><li><strong>nos relations</strong>, en laissant de la place pour des repas et des conversations sans hâte ;</li><li><strong>notre prochain</strong>, puisque dans le Deutéronome le serviteur, l’étranger et même le bœuf doivent se reposer aussi ;</li><li><strong>notre humilité</strong>, en nous rappelant chaque semaine que le monde continue de tourner sans nos efforts.</li></ul>`,
      },
      {
        title: 'Commencer petit',
        html: `<blockquote>Venez à moi, vous tous qui êtes fatigués et chargés, et je vous donnerai du repos. (Matthieu 11.28)</blockquote>
<p>Si une journée entière vous semble hors de portée, commencez par quelques heures. Rangez le téléphone dans un tiroir, allez marcher, lisez un psaume à voix haute, partagez un repas sans regarder l’horloge. Le repos s’apprend, et comme tout apprentissage il grandit avec la pratique.</p>`,
      },
    ],
  },
  forgiveness: {
    title: 'Le pardon, une pratique de chaque jour',
    excerpt:
      'Pardonner se fait rarement en un instant. Le plus souvent, c’est un chemin que l’on choisit encore et encore, porté par la miséricorde que l’on a soi-même reçue.',
    tags: ['Pardon', 'Grâce', 'Relations'],
    sections: [
      {
        title: 'Soixante-dix fois sept fois',
        html: `<p>Quand Pierre demande combien de fois il doit pardonner, il pense que sept fois, c’est déjà généreux. Jésus lui répond par un nombre qui met fin au calcul lui-même (Matthieu 18.21-22). Dans le royaume de Dieu, le pardon n’est pas une ration à gérer ; c’est une manière de vivre.</p>`,
      },
      {
        title: 'Ce que le pardon est, et ce qu’il n’est pas',
        html: `<p>Beaucoup de confusion vient de ce que l’on mélange le pardon avec autre chose. Pardonner à quelqu’un <em>ne signifie pas</em> :</p>
<ul><li>faire comme si le tort était minime ;</li><li>lui refaire confiance immédiatement ;</li><li>renoncer à la justice ou à la protection des plus fragiles.</li></ul>
<p>Cela <em>signifie</em> remettre la dette entre les mains de Dieu, renoncer à la vengeance et souhaiter à l’autre le bien plutôt que le mal.</p>`,
      },
      {
        title: 'Des pardonnés qui pardonnent',
        html: `<blockquote>Soyez bons les uns envers les autres, compatissants, vous pardonnant réciproquement, comme Dieu vous a pardonné en Christ. (Éphésiens 4.32)</blockquote>
<p>La force de pardonner ne vient pas des dents serrées. Elle jaillit du souvenir de tout ce qui nous a été pardonné. Quand une vieille blessure se réveille, nous pouvons la rapporter à la croix autant de fois qu’il le faut. À chaque fois, l’amertume desserre un peu plus son étreinte.</p>`,
      },
    ],
  },
  'open-table': {
    title: 'Une table ouverte : la force discrète de l’hospitalité',
    excerpt:
      'De la tente d’Abraham à la maison d’Emmaüs, l’Écriture regorge de repas où des inconnus deviennent des amis et où Dieu se fait proche.',
    tags: ['Hospitalité', 'Communauté', 'Vie chrétienne'],
    sections: [
      {
        title: 'Des hôtes qui étaient plus que des hôtes',
        html: `<p>Abraham aperçoit trois voyageurs au plus chaud du jour et se hâte de leur apporter de l’eau, du pain et un repas. Ce n’est que plus tard qu’il comprend qui s’est reposé sous son arbre. Des siècles après, sur la route d’Emmaüs, deux disciples pressent un inconnu de rester souper, et reconnaissent Jésus ressuscité lorsqu’il rompt le pain.</p>
<p>L’épître aux Hébreux se souvient de ces récits quand elle exhorte : n’oubliez pas l’hospitalité (Hébreux 13.2).</p>`,
      },
      {
        title: 'Une hospitalité sans perfection',
        html: `<p>Beaucoup d’entre nous hésitent à ouvrir leur porte parce que leur logement est petit, en désordre ou loin des photos de magazine. L’hospitalité biblique n’a pourtant rien à voir avec le fait d’impressionner. Une marmite de soupe, une tasse propre et une vraie attention suffisent souvent.</p>
<ul><li>Invitez quelqu’un que l’on invite rarement.</li><li>Gardez un menu simple pour pouvoir vous asseoir et écouter.</li><li>Laissez vos invités aider : ils deviennent ainsi de la famille plutôt que des spectateurs.</li></ul>`,
      },
    ],
  },
};
