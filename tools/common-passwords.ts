/**
 * Builds backend/assets/security/common-passwords.txt, the list of passwords the API refuses at
 * registration, reset and change (`weak_password`).
 *
 * Why generated: the list must ship with the repository and be reproducible without downloading a breach
 * corpus. Real-world lists (SecLists, the "Have I Been Pwned" top lists) are dominated by the same shapes:
 * a common word or first name, optionally with leetspeak, followed by digits, a year or a '!'; digit runs;
 * keyboard walks. This generator combines those ingredients deterministically: the most frequent base words
 * and names of public top-password lists, the same in Spanish, German, Russian and Macedonian (latin
 * transliteration) for the product's five audiences, local words (Cantabria, its towns and clubs), times the
 * most frequent suffixes and years. Only entries of 8 to 64 characters are kept (shorter ones fail the length
 * rule anyway); comparison is case-insensitive, so entries are lower case.
 *
 * Regenerate: `UPDATE_COMMON_PASSWORDS=1 npx jest tools/common-passwords.unit.spec.ts`.
 * A test fails when the committed file differs from what this generator produces.
 */

const TOP_WORDS = `password passw0rd qwerty dragon monkey letmein football baseball master shadow superman batman
michael jennifer jordan hunter trustno1 ranger buster thomas tigger robert soccer killer hockey george
charlie andrew michelle sunshine jessica pepper daniel access joshua maggie starwars silver william dallas
yankees ashley hello amanda orange freedom computer thunder nicole ginger heather hammer summer corvette
taylor austin merlin matthew golfer cheese princess martin chelsea patrick richard diamond yellow bigdog
secret sparky cowboy camaro anthony matrix falcon iloveyou bailey guitar jackson purple scooter phoenix
morgan tigers porsche mickey maverick cookie nascar peanut justin money samantha steelers joseph snoopy
boomer whatever iceman smokey gateway dakota cowboys eagles chicken black please andrea ferrari knight
melissa compaq coffee booboo johnny bulldog welcome james player wizard scooby charles junior internet
mike brandy tennis banana monster spider lakers miller rabbit enter mercedes brandon steven fender yamaha
diablo chris boston tiger marine chicago rangers gandalf winter barney edward raiders badboy spanky
bigdaddy johnson chester london midnight fishing hannah slayer rachel redsox marlboro panther arsenal
oliver mother victoria jasper angel david winner crystal golden viking shannon murphy angels prince
cameron madison wilson carlos willie startrek captain maddog jasmine butter angela lauren rocket tiffany
dennis liverpool flower forever green jackie muffin turtle sophie danielle toyota jason sierra winston
debbie giants packers newyork jeremy casper cooper driver tucker helpme pookie lucky maxwell gators
jaguar monica happy hotdog gemini lover canada nathan victor florida nicholas rosebud metallica doctor
trouble success warrior peaches apples magic buddy dolphins rainbow gunner freddy alexis braves cocacola
xavier dolphin testing member calvin voodoo samson apollo tester walter voyager peter bonnie scorpio
jonathan skippy sydney scott power gordon travis beaver legend yankee blazer runner birdie parker topgun
heaven viper animal arthur private godzilla donald williams phantom august sammy platinum bronco copper
garfield willow little carter albert kitten super shelby america jessie house chevy broncos surfer nissan
saturn airborne elephant marvin action adidas kevin explorer walker police christine december benjamin
sweet therock online brooklyn teresa cricket sharon dexter racing gregory dreams michigan magnum nothing
donkey trinity digital stella cartman guinness speedy buffalo kitty pimpin eagle einstein kelly nelson
nirvana vampire playboy louise pumpkin snowball mexico beatles fantasy gibson celtic marcus cherry cassie
natasha sniper chance genesis hotrod reddog alexander college jester lasvegas carmen slipknot kimberly
eclipse stanley samuel drummer homer montana music spencer jimmy carolina colorado creative rocky goober
friday scotty abcdef bubbles hawaii fluffy stephen horses thumper darkness pamela buddha vanessa sandman
naughty douglas honda azerty shorty beach loveme simple poohbear badass destiny sarah denise vikings
lizard melanie sabrina nintendo water howard november october leather extreme vincent lacrosse hotmail
spooky amateur alaska badger paradise maryjane crazy mozart video russell spitfire anderson norman
cherokee cougar barbara family horse enigma allison raider brazil blonde school marshall lovely jeffrey
caroline franklin molly snickers leslie courtney diesel eminem westside suzuki daddy passion hummer
zachary frankie elvis reggie alpha simpson patricia pirate tommy semperfi jupiter redrum ducati paris
natalie babygirl bishop windows spirit pantera monday patches brutus houston smooth penguin marley forest
flash maximus bobby bradley vision pokemon champion fireman indian softball picard system clinton cobra
enjoy claire claudia boogie timothy marines security wildcats dancer veronica ironman wolverine remember
great justice francis hobbes kermit pearljam mercury domino denver brooke rascal hitman simon friend
peekaboo budlight electric stargate saints brittany bigman zombie swimming qwertyuiop scotland disney
rooster brenda mookie swordfish candy duncan olivia hunting blink182 alicia samsung virginia general
passport liberty arizona jesus newport skipper rolltide galore christ weasel wombat digger classic
bulldogs popcorn turkey jenny amber bunny mouse titanic dreamer everton friends chevelle carrie gabriel
psycho nemesis burton pontiac connor roland mitchell ireland lincoln arnold spiderman patriots goblue
devils eugene empire cardinal shaggy froggy kawasaki kodiak people light kramer chopper honey whynot
baxter snake airplane britney avalon sandy sugar sublime stewart wildcat raven scarface elizabeth trucks
wolfpack lawrence raymond redhead american alyssa bambam movie woody snowman raptor stingray shooter
france stars madmax kristen sports jerry garcia simpsons lights looking chronic alison hahaha packard
hendrix perfect service spring spike katie oscar brother bigmac single cannon georgia popeye tattoo texas
party bullet taurus sailor wolves panthers japan strike flowers pussycat loverboy berlin sticky marina
tarheels fisher russia connie wolfgang mature catch22 juice trooper hawkeye freaky dodgers pakistan
machine pyramid vegeta katana moose tinker coyote infinity inside pepsi control hercules morris tickle
outlaw browns billybob pickle michele antonio pavilion changeme caesar prelude tanner adrian darkside
bowling wutang sunset robbie alabama danger zeppelin rusty madonna casino cheryl integra wrangler apache
tweety bobafett simone business sterling trevor transam dustin harvey england seattle harry openup
pandora trucker wallace indigo storm malibu babydoll doggy dilbert pegasus joker catfish flipper valerie
herman detroit kenneth cheyenne bruins stacey smoke marino xfiles wonder stinger pizza pretty stealth
manutd gracie gundam cessna longhorn presario wicked victory shelly awesome athena holiday knicks street
redneck casey gizmo scully devildog triumph eddie bluebird shotgun peewee ronnie daisy special madman
country impala lennon roscoe omega enterprise miranda search smitty blizzard unicorn ronald harrison
trigger truck danny winnie beauty thailand cadillac castle tyler bobcat sunny stones freddie chuck
loveyou norton hellfire indiana panzer lonewolf trumpet colors blaster fireball logan precious aaron
elaine jungle atlanta corona curtis nikki polaris timber theone baller chipper orlando island skyline
dragons benson goldie engineer pencil basketball hornet world linda barbie farmer valentine indians larry
redman foobar travel morpheus bernie target hotstuff photos laura savage holly dollar turbo design newton
hottie blondes lestat avatar future goforit random cancer smiley goldberg express zipper stone babylon
powers consumer dudley serenity samurai skeeter lindsay joejoe chocolate christian birthday stephanie
alfred maria maxima sampson buckeye highland kristin seminole reaper bassman nugget lucifer airforce
watson warlock philip always dodge chrissy burger missy maddie holmes huskers piglet joanne hamilton
dodger paladin christy chubby buckeyes hamlet bigfoot sunday manson goldfish garden deftones icecream
blondie spartan julie harold charger brandi stormy sherry pleasure juventus rodney galaxy holland escort
planet jerome wesley blues peace cavalier gambit karen sidney ripper jamie sister marie martha aardvark
nadine minnie whiskey plastic savannah loser racecar insane mememe hansolo chiefs fredfred salmon
concrete yvonne shamrock atlantis warren wordpass julian mariah rommel harris predator sylvia massive
mister marathon rubber trunks desire montreal justme faster kathleen irish bertha alpine sammie diamonds
tristan swinger stallion pitbull roberto ready april palmer audrey shirley bluesky sundance renegade
hollywood bernard wolfman soldier picture pierre goddess manager nikita sweety titans bottom bubble ibanez
webster sweetpea tornado lindsey content bruce aragorn griffin campbell trojan christopher newman wayne
rockstar father geronimo pascal crimson brooks hector penny google camera chandler fatcat lovelove waters
stimpy finger cindy wheels robin greenday brendan hiphop snapper funtime trombone cotton cookies kaiser
mulder westham ravens aurora madness energy sophia stefan rocker freeman french mongoose henry hungry
catdog ghost gogogo randy tottenham curious butterfly mission january singer sherman shark techno lancer
lalala autumn orion trixie clifford delta bobbob bomber holden spunky liquid beagle granny network
millie biggie beetle teacher susan toronto anakin genius dream karate snakes bangkok callie pacific
daytona kelsey infantry skywalker foster felix sailing raistlin vanhalen herbert jacob blackie tarzan
strider sherlock dietcoke ultimate sprite artist python ninja misty ytrewq sweetie superfly potter
darren hobbit violet phillip maurice gloria nolimit mylove biscuit yahoo shasta smoker smile pebbles
philly tintin marlin cactus emerald showme pirates colleen tazman tanker patton toshiba richie alberto
gotcha graham dillon emily bigguy tomtom marion chaos fossil flight racerx creamy musicman warcraft
window blade sheila microsoft allen getsome sally quality kennedy morrison yoyoyo teddy joanna andreas
boeing keeper western isabelle subaru thuglife martina maniac tracey clayton memphis regina logitech
million sesame poison hamster ferret florence maiden velvet buttons bingo sharks change lucas kansas
muscle monroe whitney bluemoon yomama tarheel leonard basket bianca stardust jumper margaret archie
charlotte forget qwertz bones history milton waterloo stuff office oldman preston trains murray vertigo
swallow smiles standard parrot luther nicolas surfing pioneer masters asdasd auburn hannibal frontier
panama buffy brianna vette baggins groovy global turner blades lobster collins hilton japanese markus
deedee mikey jersey capital sasha sadie putter vader admin administrator root guest default user login
welcome123 letmein123 abcdefgh abc12345 iloveu iloveyou2 princess1 sunshine1 football1 baseball1
mustang shadow1 master1 dragon1 monkey1 michael1 superman1 batman1 qwerty1 password1 trustme
changeit secret123 mypassword mypass yourpassword nopassword passwort parola motdepasse contrasena
senha salasana jelszo heslo haslo lozinka geslo wachtwoord losenord adgangskode`;

/** The same habits in the product's other languages (latin transliteration for Russian and Macedonian). */
const LOCAL_WORDS = `contrasena contraseña clave miclave hola holahola amor amormio teamo tequiero tequieromucho
corazon princesa principe mariposa estrella chocolate familia amigos amistad felicidad esperanza
libertad gatito perrito cariño carino bonita hermosa guapa guapo cielo solecito lunita mama papa hijo
hija abuela abuelo futbol realmadrid barcelona barca atletico atleticomadrid madrid sevilla valencia
betis espana españa catalunya bilbao athletic racing racingsantander santander cantabria laredo castro
castrourdiales comillas santillana suances noja torrelavega picos picosdeeuropa sardinero playa
montaña montana casa villa apartamento inmobiliaria costa costacantabria luxury lujo verano invierno
primavera otoño otono domingo lunes martes viernes sabado enero febrero marzo abril mayo junio julio
agosto septiembre octubre noviembre diciembre jesus maria jose josemaria manuel antonio francisco juan
javier carlos pedro pablo alejandro alberto fernando miguel rafael angel luis sergio jorge david daniel
adrian alvaro diego raul ivan ruben oscar marta lucia laura carmen ana isabel cristina elena pilar
sara paula rosa teresa raquel beatriz patricia nuria silvia monica sonia andrea claudia alba irene
hallo hallohallo schatz schatzi liebe ichliebedich sonne sommer winter fussball fußball bayern
bayernmuenchen borussia schalke werder hamburg berlin muenchen deutschland mausi hase hasenbein
blume katze hund pferd engel teufel geheim kennwort zugang anmelden willkommen passwort1 qwertzuiop
michaela stefanie sabine andreas thomas michael stefan markus christian tobias florian sebastian
alexander maximilian lukas jonas leon moritz felix julia anna lena laura sarah lisa katharina johanna
parol privet lubov lyubov lubimaya solnce solnyshko zaychik kotik kotenok malysh medved rossiya russia
moskva spartak zenit dinamo cska natasha nataliya svetlana tatiana olga irina elena ekaterina marina
anastasia yulia oksana sergey sergei dmitry andrey aleksandr alexei vladimir nikolay ivan mikhail pavel
maksim artem denis igor oleg roman qweasdzxc qwertyuiop1 ytsuken йцукен йцукенгшщз пароль любовь
привет солнышко наташа lozinka zdravo ljubov ljubav srce sonce makedonija skopje ohrid bitola vardar
pelister struga kumanovo prilep tetovo mama tato dragan goran zoran marko nikola aleksandar stefan
elena marija ana ivana jovana bojana sanja vesna biljana`;

const SUFFIXES = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '2',
  '3',
  '7',
  '11',
  '13',
  '21',
  '22',
  '23',
  '69',
  '77',
  '88',
  '99',
  '00',
  '01',
  '007',
  '!',
  '1!',
  '12!',
  '123!',
  '!!',
  '@123',
  '#1',
  '.',
  '*',
];
const YEARS = Array.from({ length: 2026 - 1960 + 1 }, (_, i) => String(1960 + i));
const PREFIXES = ['1', '123', 'my', 'i', 'mi'];
const LEET: [RegExp, string][] = [
  [/a/g, '@'],
  [/a/g, '4'],
  [/e/g, '3'],
  [/i/g, '1'],
  [/o/g, '0'],
  [/s/g, '$'],
  [/s/g, '5'],
];

const KEYBOARD_WALKS = `qwertyui qwertyuio qwertyuiop qwertyuiop123 asdfghjk asdfghjkl asdfghjkl1 zxcvbnm1 zxcvbnm123
1qaz2wsx 1qaz2wsx3edc 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 qazwsxedc qazwsxedcrfv
zaq12wsx zaq1xsw2 !qaz2wsx !qaz@wsx qwer1234 qwerasdf asdf1234 zxcv1234 1234qwer 1234asdf qweasdzxc
qweqweqwe asdasdasd zxczxczxc azertyuiop azerty123 azertyui qwertzui qwertzuiop qwertz123 poiuytre
poiuytrewq lkjhgfds mnbvcxz1 1234rewq 4321rewq 12qwaszx qwaszx12 1qazxsw2 2wsx3edc 3edc4rfv qwe123qwe
qwe12345 qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyqwerty asdfasdf zxcvzxcv ytrewq123 abcd1234
abc12345 abcde123 abcdefg1 a1b2c3d4 a1b2c3d4e5 1a2b3c4d aa123456 aaa11111 password123 password1234
pass1234 pass12345 admin123 admin1234 test1234 test12345 welcome1 iloveyou1 1iloveyou 1password`;

function words(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

function leetVariants(word: string): string[] {
  const variants = new Set<string>();
  for (const [pattern, replacement] of LEET) variants.add(word.replace(pattern, replacement));
  // The classic full substitution: p@$$w0rd.
  variants.add(
    word.replace(/a/g, '@').replace(/o/g, '0').replace(/s/g, '$').replace(/i/g, '1').replace(/e/g, '3'),
  );
  variants.delete(word);
  return [...variants];
}

function digitPatterns(): string[] {
  const out: string[] = [];
  const up = '12345678901234567890';
  const down = '98765432109876543210';
  for (let length = 8; length <= 12; length++) {
    for (let start = 0; start < 10; start++) {
      out.push(up.slice(start, start + length), down.slice(start, start + length));
    }
    for (let digit = 0; digit <= 9; digit++) out.push(String(digit).repeat(length));
  }
  // Pairs and triples repeated: 12121212, 123123123, 159753159753 ...
  for (const unit of [
    '12',
    '13',
    '21',
    '69',
    '77',
    '123',
    '321',
    '159',
    '147',
    '258',
    '369',
    '159753',
    '123456',
  ]) {
    for (let times = 2; unit.length * times <= 12; times++) out.push(unit.repeat(times));
  }
  for (const year of YEARS) out.push(year + year, `${year}${year.slice(2)}${year.slice(2)}`);
  return out;
}

/** The list, sorted and without duplicates. Deterministic: the same input always gives the same file. */
export function generateCommonPasswords(): string[] {
  const top = words(TOP_WORDS);
  const local = words(LOCAL_WORDS);
  const bases = [...new Set([...top, ...local].map((word) => word.toLowerCase()))];
  const entries = new Set<string>();
  const add = (candidate: string) => {
    const length = [...candidate].length;
    if (length >= 8 && length <= 64) entries.add(candidate);
  };

  // Every base word with the frequent suffixes; the most frequent ones also with years, prefixes, leetspeak.
  const mostFrequent = new Set(
    [...top.slice(0, 200), ...local.slice(0, 100)].map((word) => word.toLowerCase()),
  );
  for (const base of bases) {
    for (const suffix of SUFFIXES) add(base + suffix);
    add(base + base);
    if (!mostFrequent.has(base)) continue;
    for (const year of YEARS) add(base + year);
    for (const prefix of PREFIXES) add(prefix + base);
    for (const variant of leetVariants(base))
      for (const suffix of ['', '1', '123', '!']) add(variant + suffix);
  }
  // Two common words together ("iloveyou", "sunshinegirl" style) for the most frequent ones.
  const frequent = top.slice(0, 60);
  for (const first of frequent) for (const second of frequent) if (first !== second) add(first + second);

  for (const walk of words(KEYBOARD_WALKS)) for (const suffix of ['', '!', '1', '123']) add(walk + suffix);
  for (const pattern of digitPatterns()) add(pattern);
  return [...entries].sort();
}

export const COMMON_PASSWORDS_HEADER = [
  '# Common passwords the API refuses (weak_password). Generated by tools/common-passwords.ts: do not edit,',
  '# regenerate with `UPDATE_COMMON_PASSWORDS=1 npx jest tools/common-passwords.unit.spec.ts`.',
];

export function commonPasswordsFile(): string {
  return [...COMMON_PASSWORDS_HEADER, ...generateCommonPasswords()].join('\n') + '\n';
}
