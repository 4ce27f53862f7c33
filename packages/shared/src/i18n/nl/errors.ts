/** Dutch texts for the API's error codes; the code is the key. */
export const errors = {
  VALIDATION_ERROR: 'De gegevens zijn niet (correct) ingevuld.',
  BAD_REQUEST: 'Dit verzoek kunnen we niet lezen. Controleer het adres en probeer het opnieuw.',
  BODY_TOO_DEEP: 'De gegevens in dit verzoek zijn te diep in elkaar genest om te verwerken.',
  URL_TOO_LONG: 'Het adres van dit verzoek is te lang.',
  HEADERS_TOO_LARGE: 'Dit verzoek heeft te veel of te grote kopregels, bijvoorbeeld cookies.',
  REQUEST_TIMEOUT: 'Het verzoek duurde te lang. Controleer uw verbinding en probeer het opnieuw.',
  NOT_FOUND: 'Deze pagina of dit gegeven bestaat niet.',
  THEME_NOT_FOUND: 'Dit thema bestaat niet.',
  STORE_CART_LINE_NOT_FOUND: 'Deze regel staat niet (meer) in uw winkelwagen.',
  INVALID_SPEC_COMBINATION: 'De door u gekozen combinatie is helaas niet mogelijk.',
  STORE_QUANTITY_NOT_ALLOWED: 'Dit aantal kunt u van dit product niet bestellen.',
  STORE_LINE_NOT_ORDERABLE:
    'Een product in uw winkelwagen is niet meer te bestellen zoals het erin staat. Bekijk uw winkelwagen en pas het aan.',
  STORE_CART_FULL: 'Uw winkelwagen is vol. Rond eerst deze bestelling af of haal er iets uit.',
  STORE_ITEM_NOT_FOUND: 'Dit product, deze collectie of dit pakket bestaat niet (meer) in deze printwinkel.',
  // The print store's admin tools (issue 30, decision 0112); spec 02 section 5's texts word for word.
  PRINT_STORE_NOT_YOURS: 'U beheert deze printwinkel niet.',
  STORE_ITEM_CHANGED: 'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
  STORE_CATEGORY_NAME_TAKEN: 'Let op, er bestaat al een categorie met deze naam.',
  STORE_CATEGORY_NOT_EMPTY:
    'Deze categorie bevat nog collecties of pakketten. Haal die er eerst uit of verwijder ze; daarna kunt u de categorie verwijderen.',
  STORE_COLLECTION_NOT_EMPTY:
    'Deze collectie bevat nog ontwerpen. Verwijder die eerst; daarna kunt u de collectie verwijderen.',
  STORE_NO_CATEGORIES:
    'Voordat u een collectie aan kunt maken dient u eerst een nieuwe categorie aan te maken.',
  STORE_CATEGORY_REQUIRED: 'Kies minstens één categorie.',
  STORE_PACKAGE_SPECS_INVALID:
    'Een ontwerp in dit pakket heeft een specificatie die zijn product niet aanbiedt. Kies bij elk ontwerp uit de opties van het product.',
  // The designs' admin tools (issue 30 point 3, decision 0113). The file type refusals begin with
  // the spec's title 'Ongeldig bestandsformaat' and end with its text, word for word (section 5).
  DESIGN_FILE_TYPE_NOT_ALLOWED: 'Ongeldig bestandsformaat. Alleen PDF en JPG bestanden zijn toegestaan.',
  PREVIEW_FILE_TYPE_NOT_ALLOWED:
    'Ongeldig bestandsformaat. Voor een voorbeeldafbeelding zijn alleen JPEG en PNG bestanden toegestaan.',
  DESIGN_PDF_PROTECTED:
    'Deze PDF is met een wachtwoord beveiligd en kan daarom niet worden gelezen. Sla het ontwerp op zonder wachtwoord en upload het opnieuw.',
  DESIGN_FILE_DAMAGED:
    'Dit bestand is beschadigd of onvolledig en kan niet worden gelezen. Sla het ontwerp opnieuw op en upload het nogmaals.',
  DESIGN_PREVIEW_FAILED:
    'Van dit bestand kon geen voorbeeld worden gemaakt: het is te zwaar om te verwerken. Maak het bestand eenvoudiger of kleiner en upload het opnieuw.',
  DESIGN_SOURCE_MISSING: 'Van dit ontwerp is geen origineel bestand geüpload.',
  DESIGN_IN_PACKAGE:
    'Dit ontwerp zit in een pakket ({{packages}}). Haal het eerst uit het pakket; daarna kunt u het verwijderen.',
  PRODUCT_TYPE_NOT_USABLE:
    'Dit producttype kan in deze printwinkel niet gebruikt worden. Kies een producttype uit de lijst.',
  // Product types and their price tables (issue 30 point 4, decision 0114).
  STORE_SPEC_INVALID: 'De printspecificatie kan zo niet worden opgeslagen: {{reason}}',
  STORE_MAX_ORDER_AMOUNT_BELOW_ONE:
    'Het maximale aantal per bestelling moet minimaal 1 zijn. Laat het leeg voor geen maximum.',
  STORE_PRICE_BELOW_ZERO: 'Prijsregel {{row}}: een prijs kan niet lager zijn dan € 0,00.',
  STORE_PRICE_MIN_QUANTITY_BELOW_ONE: 'Prijsregel {{row}}: het aantal vanaf moet minimaal 1 zijn.',
  STORE_PRICE_SPEC_UNKNOWN:
    'Prijsregel {{row}} noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.',
  STORE_PRICE_DUPLICATE:
    'Prijsregel {{row}} heeft hetzelfde formaat, dezelfde specificaties en hetzelfde aantal vanaf als prijsregel {{other}}.',
  STORE_PRODUCT_TYPE_NAME_TAKEN: 'Er bestaat al een producttype met deze naam in uw printwinkel.',
  // Decision 0124: a package was sold with this value, so it cannot silently go.
  STORE_SPEC_IN_PACKAGE:
    '‘{{menu}}: {{value}}’ ligt vast in een pakket ({{packages}}). Kies daar eerst een andere keuze; daarna kan deze keuze weg.',
  // Spec 02 section 5, word for word.
  COUPON_INVALID: 'Dit is geen geldige kortingscode',
  COUPON_ALREADY_USED: 'U heeft deze kortingscode al gebruikt.',
  COUPON_NOT_APPLICABLE: 'Deze kortingscode geldt niet voor de producten in uw winkelwagen.',
  INVALID_THEME_NAME: 'Dit is geen geldige themanaam.',
  THEME_PATTERN_INVALID:
    'Het patroon {{pattern}} van {{where}} is geen geldige reguliere expressie. Controleer haakjes en tekenklassen.',
  THEME_PATTERN_UNSAFE:
    'Het patroon {{pattern}} van {{where}} kan bij sommige invoer extreem traag worden en is daarom geweigerd. Gebruik een eenvoudiger patroon, zonder herhaling binnen een herhaling zoals (a+)+.',
  MESSAGE_NOT_FOUND: 'Dit bericht bestaat niet of is al gesloten.',
  UNKNOWN_RECIPIENT: 'Deze ontvanger is onbekend.',
  PAYLOAD_TOO_LARGE: 'Het verzoek is te groot.',
  UNSUPPORTED_MEDIA_TYPE: 'Dit soort gegevens wordt niet geaccepteerd.',
  RATE_LIMITED: 'U heeft dit te vaak geprobeerd. Wacht even en probeer het dan opnieuw.',
  UNAUTHORIZED: 'U bent niet (meer) ingelogd. Log in om verder te gaan.',
  LOGIN_FAILED: 'Inloggen mislukt.',
  EMAIL_NOT_VALIDATED:
    'Uw e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail, of laat die mail opnieuw versturen.',
  FORBIDDEN: 'U heeft geen toegang tot dit onderdeel.',
  DOMAIN_RESTRICTED: 'Met een e-mailadres van dit domein kunt u hier niet inschrijven of inloggen.',
  TOO_MANY_ATTEMPTS: 'Te veel pogingen voor dit account. Wacht even en probeer het dan opnieuw.',
  LINK_EXPIRED: 'Deze link is verlopen of ongeldig. Schrijf u opnieuw in om een nieuwe link te ontvangen.',
  LINK_ALREADY_USED: 'Deze link is al gebruikt: uw e-mailadres is al bevestigd. U kunt inloggen.',
  RESET_LINK_INVALID: 'De link is waarschijnlijk verlopen. Vraag opnieuw een nieuw wachtwoord aan.',
  CURRENT_PASSWORD_REQUIRED: 'Vul uw huidige wachtwoord in om uw wachtwoord te wijzigen.',
  CURRENT_PASSWORD_WRONG: 'Uw huidige wachtwoord klopt niet.',
  PASSWORD_CHANGE_DISABLED: 'Uw wachtwoord kunt u in dit portaal niet wijzigen.',
  UPLOAD_SESSION_NOT_FOUND:
    'Deze uploadsessie bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.',
  FILE_NOT_FOUND: 'Dit bestand bestaat niet (meer).',
  FILE_TOO_LARGE: 'De maximaal toegestane bestandsgrootte is 2GB.',
  PRODUCT_NOT_FOUND: 'Dit product bestaat niet of is voor u niet te bestellen.',
  OPTION_NOT_AVAILABLE:
    'Deze keuze hoort niet bij dit product. Kies een van de opties die het product toont.',
  MENU_NOT_AVAILABLE:
    'Deze keuze is voor dit bestand niet beschikbaar: het heeft daar te weinig pagina’s voor.',
  OPTION_MISSING: 'Niet alle keuzes van dit product zijn gemaakt. Kies bij elke keuze een optie.',
  BINDING_PAGE_COUNT:
    'Deze binding kan het aantal pagina’s van dit bestand niet binden. Kies een andere afwerking.',
  SHEET_SIZE_OUT_OF_RANGE:
    'Dit product drukt het formaat van dit bestand niet. Kies een formaat of een ander product.',
  QUANTITY_BELOW_MINIMUM: 'Het aantal is lager dan het minimum voor dit product.',
  FILE_STILL_ANALYSING:
    'Dit bestand wordt nog geanalyseerd. Wacht tot de analyse klaar is en probeer het dan opnieuw.',
  IDEMPOTENCY_KEY_MISSING:
    'Dit verzoek mist de kopregel Idempotency-Key (een UUID per bestelpoging). Zonder die sleutel kunnen we dubbel bestellen niet uitsluiten.',
  IDEMPOTENCY_KEY_REUSED:
    'Deze Idempotency-Key is al gebruikt voor een andere bestelling. Maak voor een nieuwe bestelpoging een nieuwe sleutel.',
  ORDER_IN_PROGRESS: 'Uw order wordt al verwerkt. Wacht even; u ziet het resultaat zo.',
  CART_EMPTY: 'Uw winkelwagen is leeg. Voeg eerst bestanden met een product toe.',
  UPLOAD_ERROR:
    'Uw bestanden zijn niet correct geupload. Uw winkelwagen is geleegd. Probeer de bestanden opnieuw te uploaden.',
  ORDER_INCOMPLETE: 'Let op, uw order is nog niet compleet.',
  DATE_NOT_AVAILABLE:
    'De gekozen datum is bij deze vestiging niet (meer) mogelijk. Kies in de stap Bezorgen een andere datum.',
  ORDER_BELOW_MINIMUM:
    'Uw bestelling komt niet aan het minimale orderbedrag. Voeg meer toe aan uw bestelling en rond haar opnieuw af.',
  PRICE_CHANGED:
    'De prijs van uw order is gewijzigd sinds u hem zag. Controleer het nieuwe totaal en rond de bestelling opnieuw af.',
  PUNCH_OUT_NOT_ALLOWED:
    'In dit inkoopportaal bestelt u met het account dat uw organisatie u gaf. Met dit account kunt u hier niet bestellen.',
  PUNCH_OUT_UNAVAILABLE:
    'Dit portaal kan uw bestelling nu niet naar uw inkoopsysteem terugsturen. Open het portaal opnieuw vanuit uw inkoopsysteem; lukt het dan nog niet, neem contact met ons op.',
  PUNCH_OUT_FLOW_NOT_ALLOWED:
    'Deze opdracht kunt u niet vanuit uw inkoopsysteem plaatsen: alleen bestellingen met een prijs gaan terug naar uw inkoopsysteem. Neem voor een offerte, een kopieer-, scan- of beveiligde printopdracht contact met ons op.',
  PUNCH_OUT_CALLBACK_NOT_ALLOWED:
    'Het adres waarnaar dit inkoopsysteem bestellingen terug wil ontvangen, is voor dit portaal niet aangemeld. Vraag uw beheerder contact met ons op te nemen.',
  ORDER_NOT_FOUND: 'Deze order bestaat niet, of u heeft er geen toegang toe.',
  ORDER_NOT_REORDERABLE:
    'Alleen een printorder kan opnieuw besteld worden. Plaats voor een kopieer-, scan- of beveiligde opdracht een nieuwe order.',
  NOT_A_QUOTE_REQUEST: 'Deze order is geen offerteaanvraag.',
  QUOTE_NOT_OPEN: 'Deze offerteaanvraag is al beantwoord of ingetrokken.',
  QUOTE_NOT_ORDERABLE: 'Deze offerte kan niet (meer) besteld worden: hij is al besteld of ingetrokken.',
  QUOTE_EXPIRED: 'Deze offerte is verlopen. Vraag een nieuwe offerte aan, dan maken wij een nieuwe prijs.',
  QUOTATION_NUMBER_INVALID: 'Een offertenummer bestaat uit precies 7 tekens, zonder spaties.',
  QUOTATION_NUMBER_TAKEN: 'Dit offertenummer is al aan een andere offerte gegeven. Kies een ander nummer.',
  PRODUCT_TEMPLATE_NOT_FOUND: 'Dit product is er niet (meer). Kies een ander product voor uw bestand.',
  PRODUCT_TEMPLATE_CHOICE_INVALID:
    'De gekozen specificaties passen niet bij het product. Kies het product en de specificaties opnieuw.',
  ORDER_TYPE_NOT_ALLOWED:
    'Hier plaatst u alleen een kopieer- of scanorder. Bestel printwerk via Printen of de winkelwagen.',
  SECURED_FILES_CHANGED:
    'De bestanden van uw beveiligde printopdracht zijn gewijzigd sinds u ze een product gaf (bijvoorbeeld in een ander venster). Controleer de bestanden en hun producten en verstuur de opdracht opnieuw.',
  SECURED_PRINTING_NOT_ALLOWED:
    'Beveiligd printen is niet beschikbaar voor uw account. Neem contact met ons op om het aan te vragen.',
  ORDERED_FILE_GONE: 'Het bestand is niet meer beschikbaar.',
  ORDER_STATUS_CHANGED:
    'De status van deze order is intussen door iemand anders gewijzigd. Bekijk de order opnieuw en kies dan de volgende status.',
  ORDER_STATUS_NOT_ALLOWED:
    'Deze statuswijziging is niet toegestaan. Een afhaalorder gaat naar Klaar om af te halen, een bezorgorder naar Verzonden; Afgeleverd en Geannuleerd zijn definitief.',
  FILE_NOT_CONFIGURED: 'Kies eerst een product voor dit bestand voordat u het aan de winkelwagen toevoegt.',
  DUPLICATE_FILE_NAME: 'Een bestand met deze naam is reeds toegevoegd (duplicate).',
  CHUNK_INVALID: 'Dit deel van het bestand past niet bij de rest van de upload.',
  CHUNK_SIZE_MISMATCH: 'Dit deel van het bestand is groter of kleiner dan aangekondigd.',
  UPLOAD_INCOMPLETE: 'Het bestand is niet volledig ontvangen. Upload het opnieuw.',
  UPLOAD_WRITE_FAILED: 'Het bestand kon niet worden opgeslagen. Probeer het later nogmaals.',
  ZIP_REFUSED:
    'Dit ZIP-bestand pakken we niet uit: uitgepakt zou het onevenredig groot worden (een zogenoemde zipbom). Pak het zelf uit en upload de bestanden los.',
  NOT_A_ZIP: 'Dit bestand is geen ZIP-bestand en kan niet worden uitgepakt.',
  STORAGE_QUOTA_REACHED:
    'Uw opslagruimte is vol ({{quota}}). Verwijder bestanden die u niet meer nodig heeft en probeer het opnieuw.',
  SESSION_FILES_LIMIT_REACHED:
    'Er kunnen maximaal {{max}} bestanden tegelijk in uw bestandenlijst staan. Bestel of verwijder eerst bestanden.',
  PREVIEW_UNAVAILABLE: 'Voor dit bestand of deze pagina is geen voorbeeld beschikbaar.',
  RANGE_NOT_SATISFIABLE: 'Dit deel van het bestand bestaat niet: het bestand is korter.',
  ADDRESS_INVALID: 'Het adres is niet (correct) ingevuld.',
  ADDRESS_NOT_FOUND: 'Dit adres bestaat niet (meer) in uw adressenlijst.',
  ADDRESS_LIMIT_REACHED:
    'Uw adressenlijst is vol ({{max}} adressen). Verwijder een adres dat u niet meer gebruikt en probeer het opnieuw.',
  ADDRESS_CHANGES_DISABLED: 'In dit portaal kunt u deze adressen niet toevoegen of wijzigen.',
  CUSTOMER_ADDRESS_NOT_EDITABLE:
    'Een adres met een klantnummer kunt u niet zelf wijzigen of verwijderen. Vraag een wijziging van uw klantgegevens aan.',
  CUSTOMER_NOT_FOUND: 'Dit klantnummer hoort niet bij uw account.',
  // The staff's Klanten screen (issue 32 point 5, decision 0135).
  CUSTOMER_NUMBER_INVALID: 'Een klantnummer bestaat uit precies 7 cijfers, bijvoorbeeld 1004217.',
  CUSTOMER_NUMBER_TAKEN: 'Klantnummer {{customerNumber}} is al in gebruik. Kies een ander klantnummer.',
  NEW_CUSTOMER_REQUEST_NOT_FOUND:
    'Deze aanvraag als nieuwe klant staat niet (meer) open: de order heeft al een klantnummer of is geen order van een nieuwe klant.',
  CHANGE_REQUEST_NOT_FOUND: 'Dit wijzigingsverzoek bestaat niet.',
  CHANGE_REQUEST_HANDLED: 'Dit wijzigingsverzoek is al afgehandeld.',
  PROJECT_INVALID: 'Het project is niet (correct) ingevuld.',
  PROJECT_NOT_ALLOWED: 'In dit portaal kunt u geen nieuwe projecten opslaan; kies een project uit de lijst.',
  PROJECT_NOT_FOUND: 'Dit project bestaat niet (meer).',
  PROJECT_NOT_REMOVABLE: 'Dit project heeft u niet zelf aangemaakt; u kunt het daarom niet verwijderen.',
  REFERENCE_INVALID: 'De referentie is niet (correct) ingevuld.',
  REFERENCE_NOT_ALLOWED: 'In dit portaal worden geen referenties gebruikt.',
  REFERENCE_NOT_FOUND: 'Deze referentie bestaat niet (meer).',
  REFERENCE_NOT_REMOVABLE:
    'Deze referentie heeft u niet zelf aangemaakt; u kunt haar daarom niet verwijderen.',
  ENTRY_LIMIT_REACHED:
    'Deze lijst is vol ({{max}} regels). Verwijder een regel die u niet meer gebruikt en probeer het opnieuw.',
  SHOP_NOT_FOUND: 'Deze vestiging bestaat niet (meer).',
  SHOP_NOT_SECURE: 'Deze vestiging verwerkt geen beveiligde printopdrachten. Kies een andere vestiging.',
  NO_SHOP_AVAILABLE: 'Er is geen vestiging die deze opdracht kan uitvoeren. Neem contact met ons op.',
  POSTCODE_NOT_FOUND:
    'Bij deze postcode en dit huisnummer vinden we geen adres. Controleer ze, of vul straat en plaats zelf in.',
  POSTCODE_LOOKUP_UNAVAILABLE:
    'Het adres kan nu niet worden opgezocht. Vul straat en plaats zelf in, of probeer het later nogmaals.',
  PRINT_TEMPLATE_NAME_INVALID: 'De naam van een template heeft minimaal 2 en maximaal 64 tekens.',
  PRINT_TEMPLATE_NAME_TAKEN: 'U heeft al een template met deze naam. Kies een andere naam.',
  PRINT_TEMPLATE_LIMIT_REACHED:
    'U heeft al {{max}} templates, het maximum. Verwijder een template dat u niet meer gebruikt en probeer het opnieuw.',
  PRINT_TEMPLATE_NOT_FOUND: 'Dit template bestaat niet (meer).',
  USER_NOT_FOUND: 'Er is geen account met dit e-mailadres.',
  // The file store (issue 31, decisions 0118 and 0120).
  FILESTORE_NOT_FOUND:
    'Dit archief, deze map of dit bestand bestaat niet (meer), of u heeft er geen toegang toe.',
  FILESTORE_READ_ONLY:
    'In dit archief kunt u niets wijzigen. Wilt u er zelf in kunnen ordenen? Neem contact met ons op.',
  FILESTORE_CHANGED: 'Dit is intussen gewijzigd, misschien door een collega. Laad de pagina opnieuw.',
  FILESTORE_NAME_INVALID:
    'Een naam heeft 1 tot 255 tekens, mag geen / of \\ bevatten en niet alleen uit punten bestaan.',
  FILESTORE_NAME_TAKEN: 'Er staat hier al een map of bestand met deze naam. Kies een andere naam.',
  FILESTORE_MOVE_INTO_ITSELF: 'Een map kan niet in zichzelf of in een van haar eigen submappen worden gezet.',
  FILESTORE_RESTORE_CONFLICT:
    'Dit kan niet worden teruggezet: de map waarin het stond is verwijderd, of daar staat nu iets met dezelfde naam. Zet eerst die map terug of hernoem wat er nu staat.',
  FILESTORE_ARCHIVE_NOT_EMPTY:
    'Dit archief is niet leeg. Verwijder eerst de mappen en bestanden en leeg de prullenbak.',
  FILESTORE_CURSOR_INVALID: 'Deze lijst is intussen veranderd. Laad de pagina opnieuw.',
  FILESTORE_FILE_TRASHED: 'Dit bestand staat in de prullenbak. Zet het eerst terug.',
  // Scan orders delivered into the file store (issue 31 point 5, decision 0126).
  NOT_A_SCAN_ORDER: 'Deze order is geen scanorder; alleen scans worden in een archief geleverd.',
  SCAN_NOT_FOR_ARCHIVE:
    'Bij deze scanorder is geen archief in de bestandsopslag als medium gekozen. Lever de scans op de manier die de klant koos.',
  SCAN_ORDER_NO_CUSTOMER:
    'Deze scanorder heeft geen klantnummer. Een archief hoort bij een klantnummer; koppel de klant eerst aan een klantnummer.',
  SCAN_ORDER_CANCELLED: 'Deze scanorder is geannuleerd; er wordt niets meer geleverd.',
  SCAN_PLACE_INVALID:
    'De archiefnaam of de map van deze scanorder is geen geldige naam: elk deel heeft 1 tot 255 tekens en bestaat niet alleen uit punten.',
  SCAN_FILE_PATH_INVALID:
    'De map van een bestand ({{name}}) is niet veilig: geen .., geen pad dat met / begint en geen lege mapnamen. Er is niets geleverd.',
  SCAN_NOTHING_DELIVERED:
    'Er staan voor deze scanorder nog geen scans in het archief. Lever eerst de scans en rond dan de levering af.',
  ZIP_ENTRIES_REFUSED:
    'Dit ZIP-bestand is niet opgeslagen: niet alles kan veilig en volledig worden uitgepakt ({{entries}}). Er is niets uit opgeslagen.',
  // Sharing files (issue 31 point 6, decision 0123).
  SHARE_NOT_FOUND: 'Deze deling bestaat niet (meer).',
  SHARE_INVALID:
    'Kies 1 tot 100 bestanden, vul een geldig e-mailadres in, een geldigheid van 1 tot 30 dagen en eventueel een wachtwoord van minstens 8 tekens.',
  SHARE_LINK_INVALID:
    'Deze link werkt niet: hij is verlopen, ingetrokken of bestaat niet. Vraag degene die de bestanden met u deelde om een nieuwe link.',
  SHARE_PASSWORD_REQUIRED:
    'Deze bestanden zijn beveiligd met een wachtwoord. Vul het wachtwoord in dat u heeft gekregen.',
  SHARE_PASSWORD_WRONG: 'Dit wachtwoord is niet juist. Let op hoofdletters en kleine letters.',
  SHARE_LOCKED:
    'Er is te vaak een verkeerd wachtwoord ingevuld. Deze link is een uur geblokkeerd; probeer het daarna opnieuw.',
  INTERNAL_ERROR: 'Er is iets misgegaan aan onze kant. Probeer het later nogmaals.',
  SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het later nogmaals.',
} as const;
export type ErrorCode = keyof typeof errors;
