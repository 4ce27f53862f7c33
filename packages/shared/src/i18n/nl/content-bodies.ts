/**
 * The long texts of the content pages (markdown), apart from their titles and headings in
 * content.ts: the web app loads them with the content pages only, not with the home page.
 */
export const contentBodies = {
  whatWeDo: `{{brand}} is een print- en documentdienstverlener voor organisaties. Wij nemen het printen, kopiëren en digitaliseren van documenten uit handen, zodat u zich kunt richten op uw eigen werk. Jaarlijks verwerken wij ongeveer 160.000 printopdrachten voor meer dan 4000 organisaties, vanuit 5 locaties.

## Printen en kopiëren

Wij printen documenten, rapporten, tekeningen tot en met A0 en brochures, in zwart-wit en in kleur, op het papier en met de afwerking die u kiest. Heeft u een stapel originelen die gekopieerd moet worden, dan verzorgen wij ook kopieeropdrachten.

## Digitaliseren

Papieren archieven, dossiers en tekeningen scannen wij voor u in. De scans kunt u veilig bewaren en doorzoeken in de filestore van het portaal.

## Secured printing

Vertrouwelijke documenten printen, verpakken en bezorgen wij onder gecontroleerde omstandigheden, zodat alleen de juiste personen de inhoud onder ogen krijgen.

## Printstore

In onze printstore bestelt u kant-en-klare producten zoals borden en stickers. Deze producten bezorgen wij binnen maximaal 3 werkdagen.

## Bezorgen of afhalen

U kiest zelf of wij uw opdracht bezorgen of dat u deze ophaalt bij een van onze locaties. Afhalen kan van maandag tot en met vrijdag tussen 08:30 en 17:00 uur.`,

  outsourcePrinting: `Eigen printers en kopieermachines kosten geld, ruimte en aandacht: onderhoud, toner, papier en storingen op het verkeerde moment. Door uw printwerk uit te besteden aan {{brand}} betaalt u alleen voor wat u werkelijk print en heeft u geen omkijken meer naar apparatuur.

## Zo werkt het

U uploadt uw bestanden in het portaal, kiest formaat, papier en afwerking en ziet direct de prijs. Alle prijzen zijn exclusief BTW. Wij printen uw opdracht op professionele apparatuur en bezorgen deze op het adres dat u opgeeft, of u haalt de opdracht op bij een van onze 5 locaties.

## Een portaal in uw eigen stijl

Voor vaste klanten richten wij een eigen portaal in, met uw huisstijl, uw producten en uw afleveradressen. Medewerkers bestellen zo eenvoudig en binnen de afspraken die u met ons heeft gemaakt.

## Koppeling met uw inkoopsysteem

Werkt uw organisatie met een inkoopportaal, dan koppelen wij ons portaal daaraan via punch-out. Uw medewerkers stellen hun bestelling bij ons samen en ronden deze af in uw eigen inkoopsysteem, inclusief de goedkeuringen die daarbij horen.

## Maatwerk en offertes

Heeft u een grote of bijzondere opdracht, bijvoorbeeld een oplage met een afwijkende afwerking, vraag dan een offerte aan. Wij maken een voorstel op maat en denken mee over de beste aanpak.`,

  tenderPrinting: `Veel overheden, onderwijsinstellingen en zorgorganisaties kopen hun printdiensten in via een aanbesteding. {{brand}} schrijft regelmatig in op zulke aanbestedingen en kent de eisen die daarbij gelden.

## Wat u van ons kunt verwachten

Wij leveren een complete inschrijving met een duidelijke prijsopbouw exclusief BTW, een beschrijving van onze werkwijze en de afspraken over levertijden en kwaliteit. Na de gunning richten wij een eigen portaal voor uw organisatie in, met de afgesproken producten en prijzen.

## Aandachtspunten bij het opstellen van uw aanbesteding

Een goede aanbesteding begint met een helder beeld van uw printbehoefte. Denk bijvoorbeeld aan de volgende punten:

- het jaarlijkse volume en de verdeling over zwart-wit, kleur en groot formaat
- de gewenste levertijden en afleveradressen
- eisen aan vertrouwelijkheid en secured printing
- de koppeling met uw inkoopsysteem via punch-out
- rapportages over verbruik en kosten per afdeling
- eisen op het gebied van duurzaamheid

## Inzicht tijdens de looptijd

Tijdens de looptijd van het contract ontvangt u periodiek overzichten van de bestellingen per afdeling of kostenplaats. Zo houdt u grip op het budget en kunt u het contract goed beoordelen.

## Vragen over een lopende aanbesteding

Heeft u een aanbesteding gepubliceerd of bent u er een aan het voorbereiden, neem dan contact met ons op. Wij beantwoorden uw vragen graag binnen de regels van de aanbestedingsprocedure.`,

  securedPrinting: `Sommige documenten mogen alleen gezien worden door de mensen voor wie ze bedoeld zijn: examens, personeelsdossiers, medische gegevens, juridische stukken of koersgevoelige informatie. Met secured printing verwerkt {{brand}} deze documenten onder gecontroleerde omstandigheden.

## Hoe wij vertrouwelijke documenten verwerken

- uw bestanden worden versleuteld verstuurd en opgeslagen
- de opdracht wordt geprint in een afgeschermde ruimte door een beperkt aantal gescreende medewerkers
- prints worden direct verpakt in verzegelde verpakking
- de bezorging gebeurt door onze eigen chauffeurs en de overhandiging wordt vastgelegd
- na afronding van de opdracht verwijderen wij uw bestanden

## Volledig vastgelegd

Elke stap van de opdracht wordt vastgelegd: wie het bestand heeft verwerkt, wanneer er is geprint en aan wie de zending is overhandigd. Zo kunt u achteraf altijd nagaan wat er met uw documenten is gebeurd.

## Bestellen

Secured printing bestelt u gewoon in het portaal, via het product voor secured printing. U geeft daarbij op wie de zending mag ontvangen. Heeft u regelmatig vertrouwelijke opdrachten, dan maken wij graag vaste afspraken over werkwijze en ontvangers.`,

  digitising: `Papieren archieven nemen ruimte in en zijn lastig te doorzoeken. {{brand}} scant uw dossiers, documenten en tekeningen en levert ze digitaal aan, zodat u uw informatie snel terugvindt en de kasten kunt leegmaken.

## Wat wij scannen

- losse documenten en complete dossiers
- gebonden stukken en boeken
- bouwtekeningen en kaarten tot en met A0
- archieven van afdelingen of hele organisaties

## Scanopdrachten

Via het portaal geeft u een scanopdracht op. Wij halen de originelen bij u op of u brengt ze naar een van onze locaties. Wij bereiden de stukken voor, verwijderen nietjes en paperclips, scannen ze in en controleren het resultaat. U ontvangt doorzoekbare PDF-bestanden, ingedeeld zoals u dat met ons afspreekt.

## De filestore

Gescande archieven kunt u bewaren in de filestore van het portaal. Daar ordent u de scans in archieven en mappen, zoekt u op naam en inhoud en deelt u bestanden met collega's. Verwijderde bestanden komen eerst in de prullenbak terecht, zodat u ze nog kunt terugzetten.

## En de originelen?

Na het scannen sturen wij de originelen terug of laten wij ze op uw verzoek vernietigen door een gecertificeerde partij. Vertrouwelijke archieven verwerken wij onder dezelfde gecontroleerde omstandigheden als secured printing.`,

  careers: `Bij {{brand}} zorgen wij er elke dag voor dat meer dan 4000 organisaties hun drukwerk goed en op tijd ontvangen. Jaarlijks gaat het om ongeveer 160.000 opdrachten, van een enkele tekening tot een complete oplage brochures. Dat lukt alleen met collega's die vakmanschap en betrokkenheid combineren.

## Wat wij u bieden

- een vaste plek in een hecht team op een van onze 5 locaties
- afwisselend werk voor klanten uit het bedrijfsleven, het onderwijs, de overheid en de zorg
- goede opleidingsmogelijkheden en ruimte om te groeien
- een marktconform salaris en goede secundaire arbeidsvoorwaarden

## Open sollicitatie

Staat uw functie niet tussen onze vacatures, maar wilt u wel graag bij ons werken? Stuur dan een open sollicitatie via het contactformulier. Wij bewaren uw gegevens niet langer dan nodig en nemen contact met u op zodra er een passende plek is.

## Onze vacatures

Op dit moment zoeken wij een printoperator en een chauffeur. Op de pagina's van deze vacatures leest u wat de functie inhoudt en wie wij zoeken.`,

  careersPrintOperator: `Als printoperator bij {{brand}} zorgt u ervoor dat de opdrachten van onze klanten foutloos en op tijd van de machine komen. U werkt met moderne digitale printers en afwerkingsapparatuur en bent het aanspreekpunt voor de kwaliteit van ons drukwerk.

## Wat gaat u doen

- printopdrachten voorbereiden en de aangeleverde bestanden controleren
- digitale printers en plotters voor groot formaat bedienen, tot en met A0
- drukwerk afwerken: snijden, vouwen, nieten, binden en lamineren
- de kwaliteit van elke opdracht controleren voordat deze de deur uitgaat
- opdrachten verpakken en klaarzetten voor bezorging of afhalen
- storingen signaleren en eenvoudig onderhoud uitvoeren

## Wie zoeken wij

- een afgeronde mbo-opleiding, bij voorkeur in de grafische richting
- ervaring met digitaal printen is een pré, maar geen vereiste
- oog voor detail en plezier in precies werk
- u werkt zelfstandig en houdt het hoofd koel als het druk is
- bereidheid om af en toe op een andere locatie bij te springen

## Wat bieden wij

Een vaste baan van 32 tot 40 uur per week, een goede opleiding op de werkvloer en een team dat elkaar helpt. Het salaris is marktconform en afhankelijk van uw ervaring.

## Solliciteren

Herkent u zich in dit profiel? Stuur uw cv en een korte motivatie via het contactformulier. Wij nemen binnen een week contact met u op.`,

  careersDriver: `Als chauffeur bij {{brand}} bent u vaak het eerste gezicht dat onze klanten van ons zien. U bezorgt drukwerk, borden en vertrouwelijke zendingen bij kantoren, scholen, gemeenten, bouwplaatsen en zorginstellingen, en u haalt originelen op voor scanopdrachten.

## Wat gaat u doen

- zendingen laden en uw route voorbereiden
- drukwerk en printstore-producten op tijd en onbeschadigd bezorgen
- vertrouwelijke zendingen persoonlijk overhandigen en de overdracht vastleggen
- originelen voor digitalisering ophalen bij klanten
- uw bus netjes en veilig houden

## Wie zoeken wij

- u bent in het bezit van rijbewijs B
- u bent klantvriendelijk, betrouwbaar en punctueel
- u kunt goed omgaan met vertrouwelijke informatie en bent bereid een verklaring omtrent het gedrag te overleggen
- u spreekt goed Nederlands
- u kunt af en toe zware dozen tillen

## Wat bieden wij

Een vaste baan met werktijden overdag, een eigen bedrijfsbus en collega's op wie u kunt rekenen. Het salaris is marktconform en afhankelijk van uw ervaring.

## Solliciteren

Lijkt deze functie u wat? Stuur uw cv en een korte motivatie via het contactformulier. Wij nemen binnen een week contact met u op.`,

  howWeWork: `Bij {{brand}} bestelt u drukwerk in een paar stappen. Wij verwerken jaarlijks ongeveer 160.000 opdrachten en hebben onze werkwijze daarop ingericht: eenvoudig voor u, zorgvuldig bij ons.

## 1. Bestanden uploaden

U sleept uw bestanden naar het portaal of kiest ze op uw computer. Wij controleren de bestanden direct op formaat en resolutie en waarschuwen u als een afbeelding te grof is voor een scherpe print.

## 2. Opties kiezen

U kiest het formaat, het papier, kleur of zwart-wit, enkel- of dubbelzijdig en de afwerking. De prijs ziet u meteen, altijd exclusief BTW. Voor grote of bijzondere opdrachten kunt u een offerte aanvragen.

## 3. Bezorgen of afhalen

U kiest of wij uw opdracht bezorgen of dat u deze ophaalt bij een van onze 5 locaties. Afhalen kan van maandag tot en met vrijdag tussen 08:30 en 17:00 uur. Producten uit de printstore bezorgen wij binnen maximaal 3 werkdagen. Bezorgen kost € 6,95 excl. BTW per bestelling; vanaf € 50,00 excl. BTW bezorgen wij gratis, en afhalen is altijd gratis. U ziet de bezorgkosten in de stap Bezorgen en in het totaal voordat u bestelt. Wij nemen bestellingen aan vanaf € 5,00 excl. BTW.

## 4. Productie en controle

Na uw bestelling gaat de opdracht naar de dichtstbijzijnde locatie met de juiste apparatuur. Onze printoperators printen en werken de opdracht af en controleren het resultaat voordat het wordt verpakt.

## 5. Overzicht in het portaal

In het portaal ziet u al uw orders en hun status terug. Zo weet u altijd waar uw opdracht is en kunt u eerdere opdrachten eenvoudig opnieuw bestellen.`,

  sustainability: `Printen kost papier, energie en transport. Bij {{brand}} proberen wij die impact zo klein mogelijk te houden, zonder dat u daarvoor hoeft in te leveren op kwaliteit of snelheid.

## Printen op aanvraag

Wij printen precies de aantallen die u bestelt, op het moment dat u ze nodig heeft. Er liggen geen voorraden die verouderen en later worden weggegooid. Omdat het bestellen eenvoudig is, hoeft u ook niet voor de zekerheid te veel te bestellen.

## Verantwoord papier

Ons standaardpapier is afkomstig uit verantwoord beheerde bossen. Daarnaast kunt u kiezen voor gerecycled papier. Papierresten en misdrukken worden gescheiden ingezameld en gerecycled.

## Minder kilometers

Door onze 5 locaties wordt uw opdracht zo dicht mogelijk bij het afleveradres geprint. Onze chauffeurs rijden geplande routes, zodat zendingen voor meerdere klanten in één rit worden bezorgd.

## Efficiënte apparatuur

Centraal printen op professionele apparatuur is zuiniger dan veel losse printers op kantoor. Wij vervangen apparatuur door zuinigere modellen wanneer dat verantwoord is en laten oude apparatuur verwerken door erkende recyclers.

## Digitaal waar het kan

Niet alles hoeft op papier. Door uw archief te digitaliseren en in de filestore te bewaren, bespaart u ruimte en hoeft u minder vaak documenten te printen.`,

  about: `{{brand}} is een print- en documentdienstverlener voor organisaties. Vanuit 5 locaties verwerken wij jaarlijks ongeveer 160.000 printopdrachten voor meer dan 4000 organisaties: kantoren, scholen, gemeenten, bouwbedrijven en zorginstellingen.

## Wat wij doen

Wij printen documenten, tekeningen tot en met A0 en brochures, verzorgen kopieeropdrachten, digitaliseren archieven en printen vertrouwelijke documenten onder gecontroleerde omstandigheden. In onze printstore bestelt u kant-en-klare borden en stickers.

## Waar wij voor staan

Wij geloven dat drukwerk eenvoudig geregeld moet zijn. Daarom investeren wij in een portaal waarin u zelf bestelt, de prijs direct ziet en de status van uw orders volgt. Achter dat portaal staan vakmensen die uw opdracht zorgvuldig afhandelen en met u meedenken.

## Betrouwbaar en persoonlijk

Veel van onze klanten werken al jaren met ons samen. Zij waarderen dat wij afspraken nakomen, dat vertrouwelijke documenten bij ons in goede handen zijn en dat zij altijd iemand kunnen bellen als er iets bijzonders is.

## Voor uw organisatie

Voor vaste klanten richten wij een eigen portaal in, met uw huisstijl, uw producten en uw afleveradressen, en desgewenst een koppeling met uw inkoopsysteem. Neem contact met ons op als u wilt weten wat wij voor uw organisatie kunnen betekenen.`,

  faq: `Hieronder vindt u antwoorden op de vragen die wij het vaakst krijgen. Staat uw vraag er niet bij, mail dan naar {{supportEmail}} of bel {{supportPhone}}.

## Welke bestanden kan ik aanleveren?

Wij berekenen direct een prijs voor:

- **PDF** (.pdf), ook met afwijkende paginaformaten zoals US Letter;
- **afbeeldingen**: JPG, PNG en TIFF;
- **Word** (.docx, .doc), **Excel** (.xlsx, .xls) en **PowerPoint** (.pptx, .ppt), en **OpenDocument** (.odt, .ods, .odp). Deze zetten wij bij het uploaden om naar PDF; u ziet het voorbeeld van die PDF, en die PDF drukken wij. Controleer dus het voorbeeld: lettertypen die wij niet hebben worden vervangen, en een werkblad wordt over pagina's verdeeld zoals het afdrukbereik in Excel aangeeft.
- **ZIP**-bestanden kunnen bij het uploaden worden uitgepakt; elk bestand daarin krijgt dan een eigen prijs.

Een PDF met een wachtwoord, een beschadigd bestand of een document dat niet binnen een minuut kan worden omgezet, krijgt geen prijs. U kunt het wel bestellen; wij sturen u dan de prijs. Een bestand met een afwijkend formaat prijzen wij op het kleinste standaardvel waar het op past (een US Letter-pagina op A3), een formaat groter dan A0 per m². Voor het beste resultaat raden wij PDF aan. Een bestand mag maximaal 2 GB groot zijn. Bij het uploaden controleren wij de resolutie en waarschuwen wij u als een afbeelding te grof is voor een scherpe print.

## Hoe snel wordt mijn opdracht geleverd?

De levertijd hangt af van de omvang en de afwerking van de opdracht; u ziet deze bij het bestellen. Producten uit de printstore bezorgen wij binnen maximaal 3 werkdagen.

## Kan ik mijn opdracht zelf ophalen?

Ja. Bij het afronden van uw bestelling kiest u voor afhalen en de locatie die u het beste uitkomt. Afhalen kan van maandag tot en met vrijdag tussen 08:30 en 17:00 uur.

## Wat kost bezorgen?

Bezorgen kost € 6,95 excl. BTW per bestelling; vanaf € 50,00 excl. BTW bezorgen wij gratis. Afhalen is altijd gratis. Een bestelling is minimaal € 5,00 excl. BTW. Spoed kost een toeslag, die u bij de spoeddatum ziet. Heeft uw organisatie andere afspraken met ons, dan gelden die; u ziet ze in de stap Bezorgen. Offertes, kopieer- en scanopdrachten en beveiligd printen rekenen wij volgens de offerte of afspraak.

## Zijn de prijzen inclusief BTW?

Nee, alle prijzen in het portaal zijn exclusief BTW. De BTW wordt op de factuur apart vermeld.

## Hoe vraag ik een offerte aan?

Voor grote of bijzondere opdrachten kunt u in het portaal een offerte aanvragen. Wij sturen u zo snel mogelijk een voorstel. Na akkoord plaatst u de bestelling op basis van het offertenummer.

## Hoe worden vertrouwelijke documenten verwerkt?

Kies bij het bestellen voor secured printing. Wij printen uw documenten dan in een afgeschermde ruimte, verpakken ze verzegeld en overhandigen ze persoonlijk aan de ontvanger die u opgeeft.

## Kunnen wij bestellen vanuit ons eigen inkoopsysteem?

Ja. Wij kunnen ons portaal via punch-out koppelen aan uw inkoopportaal. Ook is er een API waarmee uw systemen rechtstreeks met ons portaal kunnen communiceren.

## Wat gebeurt er met mijn geüploade bestanden?

Uw bestanden gebruiken wij alleen voor het uitvoeren van uw opdracht. Wij bewaren ze niet langer dan nodig; in onze privacyverklaring leest u hoe lang precies.

## Ik ben mijn wachtwoord vergeten. Wat nu?

Kies bij het inloggen voor wachtwoord vergeten. U ontvangt dan een e-mail met een link waarmee u een nieuw wachtwoord instelt.`,

  contact: `Heeft u een vraag over een bestelling, een offerte of uw account? Vul het formulier hieronder in, dan nemen wij zo snel mogelijk contact met u op, doorgaans binnen één werkdag.

U kunt ons ook mailen via {{supportEmail}} of bellen met {{supportPhone}}. Wij zijn telefonisch bereikbaar van maandag tot en met vrijdag tussen 08:30 en 17:00 uur.

Wilt u een opdracht ophalen? Onze locaties zijn van maandag tot en met vrijdag geopend van 08:30 tot 17:00 uur. Vermeld bij vragen over een bestaande order altijd het ordernummer, dan kunnen wij u sneller helpen.`,

  api: `Met de API van {{brand}} koppelt u uw eigen systemen rechtstreeks aan ons portaal. De API is bedoeld voor inkoopsystemen, documentmanagementsystemen en integratiepartners die bestellingen willen plaatsen of de status van orders willen opvragen zonder tussenkomst van een gebruiker.

## Techniek

De API is een REST API. Alle verzoeken en antwoorden zijn in JSON en verlopen uitsluitend via HTTPS. Foutmeldingen hebben een vaste opbouw met een foutcode, zodat uw systeem er goed op kan reageren.

## Authenticatie

Elk verzoek bevat een bearer token in de Authorization-header. U ontvangt een token nadat wij de koppeling met uw organisatie hebben ingericht. Behandel het token als een wachtwoord: bewaar het veilig en deel het niet. Vermoedt u dat een token is uitgelekt, neem dan direct contact met ons op, dan trekken wij het in.

## Gebruik

- bestanden uploaden en printopdrachten plaatsen
- de status van orders opvragen
- producten en prijzen ophalen, exclusief BTW
- gescande archieven in de filestore raadplegen

Om het portaal voor iedereen snel te houden, geldt een limiet op het aantal verzoeken per minuut. Wordt die overschreden, dan ontvangt u een foutmelding en kunt u het verzoek even later herhalen.

## Documentatie

Hieronder vindt u de volledige beschrijving van de API als OpenAPI-document, met alle endpoints, parameters en antwoorden. Wilt u de API gebruiken of heeft u vragen over een koppeling, neem dan contact met ons op.`,

  deliveryTerms: `Deze leveringsvoorwaarden zijn van toepassing op alle bestellingen die via het portaal van {{brand}} worden geplaatst. Lees ze zorgvuldig door voordat u een bestelling plaatst.

## 1. Definities

In deze voorwaarden wordt verstaan onder:

- {{brand}}: de dienstverlener die de bestelling uitvoert
- klant: de organisatie die via het portaal een bestelling plaatst of een offerte aanvraagt
- portaal: de website van {{brand}} waarin de klant bestellingen plaatst, inclusief klantspecifieke portalen en koppelingen
- opdracht: de bestelling van prints, kopieën, scans of printstore-producten door de klant
- werkdag: maandag tot en met vrijdag, met uitzondering van erkende feestdagen

## 2. Toepasselijkheid

Deze voorwaarden zijn van toepassing op alle offertes, opdrachten en leveringen van {{brand}}. Afwijkingen gelden alleen als deze schriftelijk zijn overeengekomen. Algemene voorwaarden van de klant zijn niet van toepassing, tenzij {{brand}} deze uitdrukkelijk schriftelijk heeft aanvaard.

## 3. Offertes en prijzen

Alle prijzen in het portaal en in offertes zijn exclusief BTW. Voor bezorging in Nederland van een bestelling in het portaal rekent {{brand}} bezorgkosten onder het bedrag voor gratis bezorging, en een bestelling heeft een minimaal orderbedrag; beide staan bij de bestelling vermeld voordat de klant bestelt. Een offerte is inclusief bezorging in Nederland, tenzij anders vermeld. Een offerte is 30 dagen geldig, tenzij in de offerte een andere termijn staat. Een offerte is gebaseerd op de gegevens die de klant heeft verstrekt; wijken de aangeleverde bestanden of aantallen daarvan af, dan kan de prijs worden aangepast.

## 4. Totstandkoming van de opdracht

Een opdracht komt tot stand zodra de klant de bestelling in het portaal heeft afgerond of een offerte heeft geaccepteerd. De klant ontvangt een bevestiging per e-mail. Bij een koppeling met een inkoopsysteem komt de opdracht tot stand zodra {{brand}} de bestelling uit dat systeem heeft ontvangen.

## 5. Bestanden en inhoud

De klant is verantwoordelijk voor de inhoud en de kwaliteit van de aangeleverde bestanden, en staat ervoor in dat hij gerechtigd is deze te laten verveelvoudigen. {{brand}} print de bestanden zoals ze zijn aangeleverd en is niet aansprakelijk voor fouten in de inhoud. Waarschuwingen van het portaal, bijvoorbeeld over een te lage resolutie, zijn een hulpmiddel en geen garantie.

## 6. Levering en afhalen

{{brand}} bezorgt de opdracht op het afleveradres dat de klant bij de bestelling opgeeft, of stelt de opdracht beschikbaar voor afhalen op de gekozen locatie. Afhalen kan van maandag tot en met vrijdag tussen 08:30 en 17:00 uur. Een opdracht die niet binnen 30 dagen is afgehaald, kan na een herinnering op kosten van de klant worden bezorgd of worden vernietigd.

## 7. Levertijden

De levertijd wordt bij de bestelling vermeld en geldt vanaf het moment dat de opdracht tot stand is gekomen en de bestanden volledig zijn aangeleverd. Printstore-producten worden binnen maximaal 3 werkdagen bezorgd. Levertijden zijn streeftermijnen; bij een dreigende overschrijding neemt {{brand}} zo snel mogelijk contact op met de klant.

## 8. Secured printing

Opdrachten voor secured printing worden uitgevoerd in een afgeschermde omgeving en verzegeld verpakt. De zending wordt alleen overhandigd aan de ontvanger die de klant heeft opgegeven, en de overhandiging wordt vastgelegd. De klant zorgt ervoor dat de ontvanger op het afgesproken moment aanwezig is.

## 9. Controle en reclamaties

De klant controleert de levering bij ontvangst. Klachten over de levering meldt de klant binnen 5 werkdagen na ontvangst via {{supportEmail}} of {{supportPhone}}, met vermelding van het ordernummer. Is de klacht gegrond, dan print {{brand}} de opdracht opnieuw of crediteert {{brand}} het betreffende deel van de opdracht. Kleine kleurverschillen ten opzichte van het beeldscherm of een eerdere oplage zijn geen grond voor een klacht.

## 10. Betaling

De klant betaalt binnen 30 dagen na de factuurdatum, tenzij anders is overeengekomen. Bij te late betaling is de klant de wettelijke handelsrente verschuldigd. {{brand}} kan bij nieuwe klanten of bij grote opdrachten vooruitbetaling verlangen.

## 11. Aansprakelijkheid

De aansprakelijkheid van {{brand}} is beperkt tot het factuurbedrag van de opdracht waarop de schade betrekking heeft. {{brand}} is niet aansprakelijk voor indirecte schade, waaronder gevolgschade, gederfde winst en schade door vertraging. Deze beperking geldt niet bij opzet of bewuste roekeloosheid van {{brand}}.

## 12. Overmacht

Bij overmacht, zoals storingen in apparatuur of systemen, stroomuitval, extreme weersomstandigheden of problemen bij leveranciers, mag {{brand}} de uitvoering van de opdracht opschorten. Duurt de overmacht langer dan 30 dagen, dan mogen beide partijen de opdracht kosteloos annuleren.

## 13. Vertrouwelijkheid

{{brand}} behandelt de aangeleverde bestanden en documenten vertrouwelijk en gebruikt ze uitsluitend voor het uitvoeren van de opdracht. Op de verwerking van persoonsgegevens is onze privacyverklaring van toepassing.

## 14. Toepasselijk recht

Op deze voorwaarden en op alle opdrachten is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in het arrondissement waar {{brand}} is gevestigd, tenzij de wet anders voorschrijft.`,

  cookiePolicy: `In dit cookiebeleid leest u welke cookies het portaal van {{brand}} gebruikt, waarvoor wij ze gebruiken en hoe u uw toestemming geeft of intrekt.

## 1. Wat zijn cookies

Cookies zijn kleine tekstbestanden die bij het bezoeken van een website op uw computer, tablet of telefoon worden opgeslagen. Bij een volgend verzoek stuurt uw browser de cookie mee, zodat de website u kan herkennen. Sommige cookies zijn nodig om de website te laten werken, andere worden gebruikt om het gebruik van de website te meten.

## 2. Functionele cookies

Het portaal gebruikt de volgende cookies die nodig zijn om het portaal te laten werken. Hiervoor is geen toestemming nodig:

- session: houdt bij dat u bent ingelogd en wat u in het portaal doet; deze cookie verdwijnt wanneer u uitlogt of uw sessie verloopt
- upload_session: koppelt de bestanden die u uploadt aan uw bezoek, zodat u ze ook zonder in te loggen kunt bestellen
- cookie_consent: onthoudt uw keuze over cookies, met de waarde allowed of denied; deze cookie wordt 90 dagen bewaard

## 3. Analytische cookies

Alleen als u daarvoor toestemming geeft, laden wij via een tag manager hulpmiddelen voor het meten van het gebruik van het portaal. Deze hulpmiddelen kunnen eigen cookies plaatsen. Wij gebruiken de gegevens om te zien welke pagina's worden bezocht en waar bezoekers vastlopen, zodat wij het portaal kunnen verbeteren. Wij gebruiken deze gegevens niet om u persoonlijk te volgen of voor advertenties.

## 4. Toestemming geven of weigeren

Bij uw eerste bezoek vragen wij of u analytische cookies toestaat. Uw keuze bewaren wij 90 dagen in de cookie cookie_consent. Daarna vragen wij het u opnieuw.

Weigert u, dan laden wij geen analysehulpmiddelen en verwijderen wij alle cookies van het portaal, behalve de drie functionele cookies session, upload_session en cookie_consent. Het portaal blijft dan volledig bruikbaar.

## 5. Toestemming intrekken

U kunt uw toestemming op elk moment intrekken via de cookie-instellingen onderaan het portaal. U kunt cookies ook verwijderen via de instellingen van uw browser; houd er rekening mee dat u dan opnieuw moet inloggen en dat wij u opnieuw om toestemming vragen.

## 6. Persoonsgegevens

Voor zover via cookies persoonsgegevens worden verwerkt, is onze privacyverklaring van toepassing. Daarin leest u ook welke rechten u heeft.

## 7. Wijzigingen

Wij kunnen dit cookiebeleid aanpassen, bijvoorbeeld als wij andere cookies gaan gebruiken. De meest recente versie vindt u altijd op deze pagina. Bij een wezenlijke wijziging vragen wij opnieuw om uw toestemming.`,

  privacy: `{{brand}} gaat zorgvuldig om met uw persoonsgegevens. Wij verwerken persoonsgegevens in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG). In deze privacyverklaring leest u welke gegevens wij verwerken, waarom wij dat doen, hoe lang wij ze bewaren en welke rechten u heeft.

## 1. Wie is verantwoordelijk

{{brand}} is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in deze privacyverklaring. Heeft u vragen over privacy, neem dan contact met ons op via {{supportEmail}} of {{supportPhone}}.

## 2. Welke gegevens wij verwerken

- accountgegevens: uw naam, zakelijke e-mailadres, telefoonnummer, de organisatie waarvoor u werkt en uw wachtwoord, dat wij alleen versleuteld opslaan
- geüploade bestanden: de documenten die u uploadt om te laten printen, en de scans die wij voor u maken en in de filestore bewaren
- ordergegevens: de producten die u bestelt, afleveradressen, factuurgegevens, ontvangers van secured printing en de status van uw orders
- berichten: de gegevens die u invult in het contactformulier of per e-mail aan ons stuurt
- technische gegevens: uw IP-adres en gegevens over uw browser, die wij gebruiken om het portaal te beveiligen, en alleen met uw toestemming gegevens over het gebruik van het portaal

## 3. Waarom wij deze gegevens verwerken

Wij verwerken uw gegevens om uw account te beheren, uw opdrachten uit te voeren en te bezorgen, te factureren, uw vragen te beantwoorden en het portaal te beveiligen. De grondslag daarvoor is de uitvoering van de overeenkomst met uw organisatie, onze wettelijke verplichtingen, zoals de fiscale bewaarplicht, en ons gerechtvaardigd belang bij een veilig en goed werkend portaal. Voor analyse van het gebruik van het portaal vragen wij uw toestemming.

## 4. De inhoud van uw bestanden

Uw bestanden kunnen persoonsgegevens van anderen bevatten. Voor die gegevens is uw organisatie de verwerkingsverantwoordelijke en treedt {{brand}} op als verwerker. Wij gebruiken de bestanden uitsluitend voor het uitvoeren van uw opdracht en bekijken de inhoud niet, behalve voor zover dat nodig is voor de productie en de kwaliteitscontrole. Desgewenst sluiten wij met uw organisatie een verwerkersovereenkomst.

## 5. Hoe lang wij gegevens bewaren

- accountgegevens bewaren wij zolang uw account actief is en verwijderen wij binnen 30 dagen nadat u uw account heeft opgezegd
- geüploade printbestanden verwijderen wij uiterlijk 30 dagen na afronding van de opdracht; bestanden voor secured printing direct na afronding
- scans in de filestore bewaren wij zolang uw organisatie daarvoor een overeenkomst met ons heeft, of totdat u ze verwijdert
- ordergegevens en facturen bewaren wij 7 jaar, omdat de wet dat voorschrijft
- berichten via het contactformulier bewaren wij maximaal 1 jaar na afhandeling

## 6. Delen met anderen

Wij verkopen uw gegevens niet. Wij delen gegevens alleen met partijen die ons helpen bij het uitvoeren van onze diensten, zoals onze hostingpartij, een e-maildienst en, als u daarvoor toestemming geeft, een dienst voor het analyseren van het gebruik van het portaal. Met deze partijen sluiten wij verwerkersovereenkomsten. Wij verwerken uw gegevens binnen de Europese Economische Ruimte. Daarnaast verstrekken wij gegevens als de wet ons daartoe verplicht.

## 7. Beveiliging

Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen. Het portaal is alleen bereikbaar via een versleutelde verbinding, wachtwoorden worden versleuteld opgeslagen en alleen medewerkers die de gegevens nodig hebben voor hun werk hebben er toegang toe. Vertrouwelijke documenten verwerken wij onder gecontroleerde omstandigheden.

## 8. Uw rechten

Op grond van de AVG heeft u de volgende rechten:

- recht op inzage in de gegevens die wij van u verwerken
- recht op correctie van onjuiste gegevens
- recht op verwijdering van uw gegevens
- recht op beperking van de verwerking
- recht op overdraagbaarheid van uw gegevens
- recht van bezwaar tegen verwerking op basis van gerechtvaardigd belang
- recht om uw toestemming op elk moment in te trekken

U kunt een verzoek sturen naar {{supportEmail}}. Wij reageren binnen een maand. Om misbruik te voorkomen, kunnen wij u vragen u te identificeren.

## 9. Klachten

Bent u niet tevreden over hoe wij met uw gegevens omgaan, laat het ons dan weten; wij zoeken graag samen met u naar een oplossing. U heeft daarnaast altijd het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens, de toezichthouder op het gebied van privacy.

## 10. Cookies

Het portaal gebruikt functionele cookies en, alleen met uw toestemming, cookies voor analyse. Meer hierover leest u in ons cookiebeleid.

## 11. Wijzigingen

Wij kunnen deze privacyverklaring aanpassen, bijvoorbeeld als onze dienstverlening of de wet verandert. De meest recente versie vindt u altijd op deze pagina.`,
} as const;
