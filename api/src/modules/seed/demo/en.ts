import type { DemoLanguage } from './types.js';

/** English demo texts, written for this product. */
export const en: DemoLanguage = {
  'beginning-of-wisdom': {
    title: 'The Beginning of Wisdom',
    excerpt:
      'Why the Bible roots wisdom in the fear of the Lord, and what that reverence looks like on an ordinary Tuesday.',
    tags: ['Wisdom', 'Proverbs', 'Christian Living'],
    sections: [
      {
        title: 'Where wisdom starts',
        html: `<p>We tend to think of wisdom as something that arrives late in life, a reward for enough mistakes survived. The book of Proverbs begins somewhere else. Before it offers a single piece of advice about money, speech or friendship, it names a starting point: <strong>the fear of the Lord</strong>.</p>
<blockquote>The fear of the Lord is the beginning of knowledge. (Proverbs 1:7)</blockquote>
<p>This fear is not the dread of a prisoner before a judge. It is the settled awareness that God is God and we are not, that his word weighs more than our moods, and that every corner of life stands in his sight.</p>`,
      },
      {
        title: 'Reverence in ordinary places',
        html: `<p>Reverence sounds like a Sunday word, yet Proverbs keeps it in the kitchen, the marketplace and the city gate. It shows itself in small, concrete habits:</p>
<ul><li>telling the truth when a small lie would be easier;</li><li>keeping honest scales, whatever our trade;</li><li>listening before answering;</li><li>choosing friends who make us better, not merely comfortable.</li></ul>
<p>None of these is dramatic. Together they shape a life that leans toward God in the details.</p>`,
      },
      {
        title: 'A prayer for the week',
        html: `<p>Wisdom is asked for before it is achieved. James promises that God gives it generously to anyone who asks in faith (James 1:5). This week, try beginning each morning with a short prayer: <em>Lord, teach me to see this day as you see it.</em> Then watch for the moments when that prayer is answered in a conversation, a decision or a quiet act of restraint.</p>`,
      },
    ],
    comments: [
      {
        name: 'Grace W.',
        email: 'grace@example.org',
        content:
          'The line about keeping honest scales hit home. I run a small bakery and this gave me a lot to pray about.',
      },
      {
        name: 'Daniel',
        email: 'daniel@example.org',
        content: 'I have started the morning prayer you suggested. Simple, but it changes how I walk into work.',
      },
      {
        name: 'Ruth',
        email: 'ruth@example.org',
        content: 'Thank you for explaining that this fear is not dread. That distinction has always confused me.',
      },
    ],
  },
  'pray-without-ceasing': {
    title: 'Learning to Pray Without Ceasing',
    excerpt:
      "Paul's short command in 1 Thessalonians 5:17 is less about endless words than about a life turned toward God all day long.",
    tags: ['Prayer', 'Spiritual Disciplines', 'Christian Living'],
    sections: [
      {
        title: 'An impossible command?',
        html: `<p>"Pray without ceasing" is one of the shortest verses in the New Testament, and one of the most daunting. Nobody can spend every waking hour on their knees. Paul, who worked with his hands to pay his own way, knew that better than anyone.</p>
<p>The word he chose describes something that keeps coming back, like a steady rhythm. Prayer without ceasing is not an unbroken speech; it is a conversation that is never really closed.</p>`,
      },
      {
        title: 'Small doors into prayer',
        html: `<p>Most of us need anchors to remember God in the middle of ordinary tasks. Here are a few that readers of this blog have found helpful:</p>
<ol><li><strong>Thresholds.</strong> Pray one sentence each time you walk through a door.</li><li><strong>Names.</strong> When someone comes to mind, hand them over to God before moving on.</li><li><strong>Waiting.</strong> Turn queues, red lights and loading screens into short pauses of thanks.</li><li><strong>Evenings.</strong> Before sleep, look back over the day and notice where God was present.</li></ol>`,
      },
      {
        title: 'When words run out',
        html: `<blockquote>The Spirit helps us in our weakness: when we do not know what to pray for, he himself intercedes for us. (Romans 8:26)</blockquote>
<p>There are seasons when prayer feels dry and words seem to bounce off the ceiling. Keep showing up anyway. A sigh offered to God is still a prayer, and the Spirit is praying with us even when we cannot find the words.</p>`,
      },
    ],
    comments: [
      {
        name: 'Tom',
        email: 'tom@example.org',
        content: 'Praying at every doorway is such a good idea. I tried it today and lost count by lunch!',
      },
      {
        name: 'Hannah K.',
        email: 'hannah@example.org',
        content: 'I needed the last section. Prayer has felt dry for months, and it helps to know that is normal.',
      },
    ],
  },
  'sabbath-rest': {
    title: 'Rest for the Weary: Rediscovering the Sabbath',
    excerpt:
      'Rest is not a reward for finishing everything. In Scripture it is a gift and a command, a weekly reminder that the world does not depend on us.',
    tags: ['Rest', 'Sabbath', 'Christian Living'],
    sections: [
      {
        title: 'Rest comes first',
        html: `<p>In the creation account, humanity is made on the sixth day. Its first full day, then, is the seventh: a day of rest. Before Adam and Eve had accomplished anything, they were invited to enjoy what God had made. Rest comes first, not as a prize but as a gift.</p>
<p>We often reverse that order. We rest only when the list is done, and the list is never done.</p>`,
      },
      {
        title: 'What the Sabbath protects',
        html: `<p>The command to keep the Sabbath holy guards more than our energy. It protects:</p>
<ul><li><strong>our worship</strong>, by setting aside time that belongs to God;</li><li><strong>our relationships</strong>, by making room for unhurried meals and conversations;</li><li><strong>our neighbours</strong>, since in Deuteronomy the servant, the foreigner and even the ox are to rest as well;</li><li><strong>our humility</strong>, by reminding us every week that the world keeps turning without our effort.</li></ul>`,
      },
      {
        title: 'Beginning small',
        html: `<blockquote>Come to me, all who labour and are heavy laden, and I will give you rest. (Matthew 11:28)</blockquote>
<p>If a whole day seems out of reach, start with a few hours. Put the phone in a drawer, take a walk, read a psalm aloud, share a meal without watching the clock. Rest is a skill, and like any skill it grows with practice.</p>`,
      },
    ],
    comments: [
      {
        name: 'Marcus',
        email: 'marcus@example.org',
        content:
          'As a nurse on rotating shifts I cannot keep Sunday free, but a "Sabbath afternoon" on my days off is possible.',
      },
    ],
  },
  forgiveness: {
    title: 'Forgiveness as a Daily Practice',
    excerpt:
      'Forgiving is rarely a single moment. More often it is a path we choose again and again, sustained by the mercy we have received.',
    tags: ['Forgiveness', 'Grace', 'Relationships'],
    sections: [
      {
        title: 'Seventy times seven',
        html: `<p>When Peter asked how often he should forgive, he thought seven times was generous. Jesus answered with a number meant to end the counting altogether (Matthew 18:21-22). In the kingdom of God, forgiveness is not a ration to be managed; it is a way of life.</p>`,
      },
      {
        title: 'What forgiveness is, and what it is not',
        html: `<p>Much confusion comes from mixing forgiveness up with other things. Forgiving someone <em>does not</em> mean:</p>
<ul><li>pretending the wrong was small;</li><li>trusting again straight away;</li><li>giving up on justice or on protecting the vulnerable.</li></ul>
<p>It <em>does</em> mean placing the debt in God's hands, refusing revenge, and wishing the other person good rather than harm.</p>`,
      },
      {
        title: 'Forgiven people forgive',
        html: `<blockquote>Be kind to one another, tender-hearted, forgiving one another, as God in Christ forgave you. (Ephesians 4:32)</blockquote>
<p>The strength to forgive does not come from gritted teeth. It flows from remembering how much we ourselves have been forgiven. When an old hurt resurfaces, we can bring it back to the cross as often as we need to. Each time, bitterness loosens its grip a little more.</p>`,
      },
    ],
  },
  'open-table': {
    title: 'An Open Table: The Quiet Power of Hospitality',
    excerpt:
      "From Abraham's tent to the house at Emmaus, Scripture is full of meals where strangers become friends and God draws near.",
    tags: ['Hospitality', 'Community', 'Christian Living'],
    sections: [
      {
        title: 'Guests who were more than guests',
        html: `<p>Abraham saw three travellers in the heat of the day and hurried to bring water, bread and a meal. Only later did he understand who had rested under his tree. Centuries later, two disciples on the road to Emmaus urged a stranger to stay for supper, and recognised the risen Jesus when he broke the bread.</p>
<p>The letter to the Hebrews remembers such stories when it says: do not neglect to show hospitality to strangers (Hebrews 13:2).</p>`,
      },
      {
        title: 'Hospitality without perfection',
        html: `<p>Many of us hesitate to open our homes because they are small, untidy or far from magazine-ready. Biblical hospitality has little to do with impressing anyone. A pot of soup, a clean cup and real attention go a long way.</p>
<ul><li>Invite someone who is rarely invited.</li><li>Keep the menu simple so you can sit down and listen.</li><li>Let your guests help: it makes them family rather than spectators.</li></ul>`,
      },
    ],
    comments: [
      {
        name: 'Abigail',
        email: 'abigail@example.org',
        content: 'We started a monthly soup night after reading this. Eleven people came last time!',
      },
    ],
  },
  'psalms-of-ascent': {
    title: 'Songs for the Road: Notes on the Psalms of Ascent',
    excerpt:
      'Working notes for a study series on Psalms 120 to 134, the songs pilgrims sang on their way up to Jerusalem.',
    tags: ['Psalms', 'Bible Study'],
    sections: [
      {
        title: 'Why these fifteen psalms',
        html: `<p>Each of Psalms 120 to 134 carries the heading "A Song of Ascents". They are short, earthy and honest, written for families walking uphill to the feasts in Jerusalem. Together they trace a journey from distress far from home to blessing in the house of the Lord.</p>`,
      },
      {
        title: 'Outline of the series',
        html: `<ol><li>Psalm 121: help that comes from the Maker of heaven and earth.</li><li>Psalm 126: tears sown, joy reaped.</li><li>Psalm 127: unless the Lord builds the house.</li><li>Psalm 131: a soul calmed like a weaned child.</li><li>Psalm 133: how good it is when brothers and sisters live in unity.</li></ol>
<p><em>To do: add questions for small groups before publishing.</em></p>`,
      },
    ],
  },
  'advent-waiting': {
    title: 'Advent: Learning to Wait with Hope',
    excerpt:
      'Advent teaches an unfashionable art: waiting. Four weeks to remember the promises kept at Bethlehem and to long for the ones still to come.',
    tags: ['Advent', 'Hope', 'Christian Year'],
    sections: [
      {
        title: 'A season of waiting',
        html: `<p>Israel waited centuries for the Messiah. Simeon and Anna waited in the temple for years. The church still waits for Christ to return and make all things new. Advent gathers all this waiting into four weeks and teaches us to do it with hope rather than anxiety.</p>
<blockquote>Those who wait for the Lord shall renew their strength. (Isaiah 40:31)</blockquote>`,
      },
      {
        title: 'Practices for the weeks ahead',
        html: `<ul><li>Light one more candle each Sunday and read one promise of the prophets aloud.</li><li>Leave one evening a week unplanned, as a small protest against the rush.</li><li>Give something away in secret each week.</li></ul>`,
      },
    ],
  },
};
