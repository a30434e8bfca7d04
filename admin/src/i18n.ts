import englishMessages from "ra-language-english";

/** German for the react-admin strings a console user meets; anything missing falls back to English. */
const raGerman = {
  ra: {
    action: {
      add_filter: "Filter hinzufügen", add: "Hinzufügen", back: "Zurück", bulk_actions: "%{smart_count} ausgewählt", cancel: "Abbrechen",
      clear_array_input: "Liste leeren", clear_input_value: "Leeren", clone: "Duplizieren", confirm: "Bestätigen", create: "Anlegen",
      create_item: "%{item} anlegen", delete: "Löschen", edit: "Bearbeiten", export: "Exportieren", list: "Liste", refresh: "Aktualisieren",
      remove_filter: "Filter entfernen", remove_all_filters: "Alle Filter entfernen", remove: "Entfernen", save: "Speichern", search: "Suchen",
      select_all: "Alle auswählen", select_row: "Zeile auswählen", show: "Anzeigen", sort: "Sortieren", undo: "Rückgängig", unselect: "Abwählen",
      expand: "Aufklappen", close: "Schließen", open_menu: "Menü öffnen", close_menu: "Menü schließen", update: "Aktualisieren", move_up: "Nach oben",
      move_down: "Nach unten", open: "Öffnen", toggle_theme: "Hell/Dunkel", select_columns: "Spalten", update_application: "Neu laden",
    },
    boolean: { true: "Ja", false: "Nein", null: " " },
    page: {
      create: "%{name} anlegen", dashboard: "Übersicht", edit: "%{name} %{recordRepresentation}", error: "Etwas ist schiefgelaufen",
      list: "%{name}", loading: "Wird geladen", not_found: "Nicht gefunden", show: "%{name} %{recordRepresentation}", empty: "Noch keine %{name}.",
      invite: "Möchten Sie eines anlegen?", access_denied: "Zugriff verweigert", authentication_error: "Anmeldefehler",
    },
    input: {
      file: { upload_several: "Dateien hierher ziehen oder klicken.", upload_single: "Datei hierher ziehen oder klicken." },
      image: { upload_several: "Bilder hierher ziehen oder klicken.", upload_single: "Bild hierher ziehen oder klicken." },
      references: { all_missing: "Verknüpfte Daten nicht gefunden.", many_missing: "Einige Verknüpfungen fehlen.", single_missing: "Verknüpfung fehlt." },
      password: { toggle_visible: "Passwort verbergen", toggle_hidden: "Passwort zeigen" },
    },
    message: {
      about: "Über", are_you_sure: "Sind Sie sicher?", bulk_delete_content: "%{name} wirklich löschen? |||| %{smart_count} Einträge wirklich löschen?",
      bulk_delete_title: "%{name} löschen |||| %{smart_count} %{name} löschen", delete_content: "Diesen Eintrag wirklich löschen?",
      delete_title: "%{name} #%{id} löschen", details: "Details", error: "Ein Fehler ist aufgetreten.", invalid_form: "Das Formular ist nicht gültig.",
      loading: "Bitte warten", no: "Nein", not_found: "Seite nicht gefunden.", yes: "Ja", unsaved_changes: "Ungespeicherte Änderungen verwerfen?",
      access_denied: "Keine Berechtigung.", authentication_error: "Bitte erneut anmelden.",
    },
    navigation: {
      no_results: "Keine Ergebnisse", no_more_results: "Seite %{page} gibt es nicht.", page_out_of_boundaries: "Seite %{page} außerhalb des Bereichs",
      page_out_from_end: "Letzte Seite erreicht", page_out_from_begin: "Erste Seite erreicht", page_range_info: "%{offsetBegin}-%{offsetEnd} von %{total}",
      partial_page_range_info: "%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}", current_page: "Seite %{page}", page: "Seite %{page}",
      first: "Erste Seite", last: "Letzte Seite", next: "Weiter", previous: "Zurück", page_rows_per_page: "Zeilen pro Seite:", skip_nav: "Zum Inhalt",
    },
    sort: { sort_by: "Sortieren nach %{field} %{order}", ASC: "aufsteigend", DESC: "absteigend" },
    auth: {
      auth_check_error: "Bitte melden Sie sich an.", user_menu: "Profil", username: "E-Mail", password: "Passwort", sign_in: "Anmelden",
      sign_in_error: "Anmeldung fehlgeschlagen.", logout: "Abmelden",
    },
    notification: {
      updated: "Gespeichert |||| %{smart_count} Einträge gespeichert", created: "Angelegt", deleted: "Gelöscht |||| %{smart_count} Einträge gelöscht",
      bad_item: "Falscher Eintrag", item_doesnt_exist: "Eintrag existiert nicht", http_error: "Serverfehler", data_provider_error: "Fehler beim Laden",
      i18n_error: "Übersetzung fehlt", canceled: "Abgebrochen", logged_out: "Sitzung beendet, bitte neu anmelden.", not_authorized: "Keine Berechtigung.",
      application_update_available: "Eine neue Version ist verfügbar.",
    },
    validation: { required: "Pflichtfeld", minLength: "Mindestens %{min} Zeichen", maxLength: "Höchstens %{max} Zeichen", minValue: "Mindestens %{min}", maxValue: "Höchstens %{max}", number: "Eine Zahl", email: "Eine E-Mail-Adresse", oneOf: "Eins von: %{options}", regex: "Format: %{pattern}" },
    saved_queries: { label: "Gespeicherte Abfragen", query_name: "Name", new_label: "Abfrage speichern…", new_dialog_title: "Abfrage speichern", remove_label: "Abfrage entfernen", remove_label_with_name: "„%{name}“ entfernen", remove_dialog_title: "Abfrage entfernen?", remove_message: "Diese Abfrage wirklich entfernen?", help: "Liste filtern und Abfrage speichern" },
  },
};

const app = {
  en: {
    app: {
      title: "Exam console",
      langs: { de: "German", en: "English", ar: "Arabic", fr: "French", es: "Spanish" },
      publish: "Publish", unpublish: "Unpublish", published: "Published", draft: "Draft", preview: "Preview", show_keys: "Show keys",
      publish_refused: "Cannot publish yet:", blocks: "Parts (drag to reorder)", sub_questions: "Questions (drag to reorder)",
      add_block: "Add part", add_sub_question: "Add question", order_saved: "Order saved", upload: "Upload", uploading: "Uploading…",
      page: "Page %{n} of %{count}", key: "Key", promote: "Make admin", demote: "Remove admin", block: "Block", unblock: "Unblock",
      attempts: "Attempts", weakest: "Ten weakest questions", per_exam: "Per exam", share_right: "Right", counts: "Totals",
      users: "Users", exams: "Exams", published_exams: "Published exams", attempts_total: "Attempts", submitted: "Submitted",
      reading_mean: "Reading Ø %", listening_mean: "Listening Ø %", move_up: "Up", move_down: "Down", open: "Open",
      kinds: { multiple_choice: "Multiple choice", true_false: "True/false", gap_text: "Gap (typed)", gap_select: "Gap (drop-down)", matching: "Matching (pool)" },
    },
    resources: {
      levels: { name: "Level |||| Levels", fields: { family: "Family", cefr: "CEFR", name: "Name", slugDe: "Slug de", slugEn: "Slug en", slugAr: "Slug ar", slugFr: "Slug fr", slugEs: "Slug es", description: "Description", images: "Images", examCount: "Exams", sortOrder: "Order" } },
      exams: { name: "Exam |||| Exams", fields: { levelId: "Level", name: "Name", published: "Published", readingMinutes: "Reading (min)", listeningMinutes: "Listening (min)", passRule: "Pass rule", passPercent: "Pass mark %", blockCount: "Parts", sortOrder: "Order" } },
      question_blocks: { name: "Part |||| Parts", fields: { examId: "Exam", position: "#", type: "Type", title: "Title", intro: "Instructions", passage: "Passage", audio: "Audio", image: "Image", playLimit: "Play limit", readingSeconds: "Reading time (s)", transcript: "Transcript", optionPool: "Matching pool", notes: "Notes", subQuestionCount: "Questions" } },
      sub_questions: { name: "Question |||| Questions", fields: { blockId: "Part", position: "#", kind: "Answer type", title: "Text before / question", lastTitle: "Text after", bannerImage: "Banner image", highlight: "Highlight", choiceKind: "Choices as", textChoices: "Choices", imageChoices: "Picture choices", trueFalseLabels: "Labels", location: "Gap position", acceptedAnswers: "Accepted answers (1–6)", options: "Drop-down options (2–16)", answer: "Key", modelSolution: "Model solution", explanation: "Explanation" } },
      placement_items: { name: "Placement item |||| Placement items", fields: { cefr: "CEFR", difficulty: "Difficulty", title: "Title", choices: "Choices (4)", correctAnswer: "Correct choice", active: "Active" } },
      contact_info: { name: "Site content", fields: { logo: "Logo", image: "Image", images: "Level images", about: "About", goetheDesc: "Goethe text", telcDesc: "telc text", placementDesc: "Placement text", email: "E-mail", phone: "Phone" } },
      users: { name: "User |||| Users", fields: { email: "E-mail", name: "Name", isAdmin: "Admin", isBlocked: "Blocked", emailConfirmed: "Confirmed", createdAt: "Registered", attemptCount: "Attempts" } },
      attempts: { name: "Attempt |||| Attempts", fields: { examName: "Exam", status: "Status", startedAt: "Started", submittedAt: "Submitted", readingPercent: "Reading %", listeningPercent: "Listening %", totalPercent: "Total %", passed: "Passed" } },
    },
  },
  de: {
    app: {
      title: "Prüfungskonsole",
      langs: { de: "Deutsch", en: "Englisch", ar: "Arabisch", fr: "Französisch", es: "Spanisch" },
      publish: "Veröffentlichen", unpublish: "Zurückziehen", published: "Veröffentlicht", draft: "Entwurf", preview: "Vorschau", show_keys: "Lösungen zeigen",
      publish_refused: "Noch nicht veröffentlichbar:", blocks: "Teile (zum Ordnen ziehen)", sub_questions: "Aufgaben (zum Ordnen ziehen)",
      add_block: "Teil hinzufügen", add_sub_question: "Aufgabe hinzufügen", order_saved: "Reihenfolge gespeichert", upload: "Hochladen", uploading: "Wird hochgeladen…",
      page: "Seite %{n} von %{count}", key: "Lösung", promote: "Zum Admin machen", demote: "Adminrechte entziehen", block: "Sperren", unblock: "Entsperren",
      attempts: "Versuche", weakest: "Die zehn schwächsten Aufgaben", per_exam: "Pro Prüfung", share_right: "Richtig", counts: "Zahlen",
      users: "Nutzer", exams: "Prüfungen", published_exams: "Veröffentlichte Prüfungen", attempts_total: "Versuche", submitted: "Abgegeben",
      reading_mean: "Lesen Ø %", listening_mean: "Hören Ø %", move_up: "Hoch", move_down: "Runter", open: "Öffnen",
      kinds: { multiple_choice: "Mehrfachauswahl", true_false: "Richtig/Falsch", gap_text: "Lücke (schreiben)", gap_select: "Lücke (Auswahlliste)", matching: "Zuordnung (Liste)" },
    },
    resources: {
      levels: { name: "Stufe |||| Stufen", fields: { family: "Anbieter", cefr: "GER", name: "Name", slugDe: "Slug de", slugEn: "Slug en", slugAr: "Slug ar", slugFr: "Slug fr", slugEs: "Slug es", description: "Beschreibung", images: "Bilder", examCount: "Prüfungen", sortOrder: "Reihenfolge" } },
      exams: { name: "Prüfung |||| Prüfungen", fields: { levelId: "Stufe", name: "Name", published: "Veröffentlicht", readingMinutes: "Lesen (Min.)", listeningMinutes: "Hören (Min.)", passRule: "Bestehensregel", passPercent: "Bestehensgrenze %", blockCount: "Teile", sortOrder: "Reihenfolge" } },
      question_blocks: { name: "Teil |||| Teile", fields: { examId: "Prüfung", position: "Nr.", type: "Art", title: "Titel", intro: "Anweisung", passage: "Lesetext", audio: "Audio", image: "Bild", playLimit: "Abspielgrenze", readingSeconds: "Lesezeit (s)", transcript: "Transkript", optionPool: "Zuordnungsliste", notes: "Hinweise", subQuestionCount: "Aufgaben" } },
      sub_questions: { name: "Aufgabe |||| Aufgaben", fields: { blockId: "Teil", position: "Nr.", kind: "Antwortart", title: "Text vor der Lücke / Frage", lastTitle: "Text nach der Lücke", bannerImage: "Bannerbild", highlight: "Hervorheben", choiceKind: "Auswahl als", textChoices: "Auswahlmöglichkeiten", imageChoices: "Bildauswahl", trueFalseLabels: "Beschriftung", location: "Lage der Lücke", acceptedAnswers: "Akzeptierte Antworten (1–6)", options: "Auswahlliste (2–16)", answer: "Lösung", modelSolution: "Musterlösung", explanation: "Erklärung" } },
      placement_items: { name: "Einstufungsaufgabe |||| Einstufungsaufgaben", fields: { cefr: "GER", difficulty: "Schwierigkeit", title: "Titel", choices: "Auswahl (4)", correctAnswer: "Richtige Auswahl", active: "Aktiv" } },
      contact_info: { name: "Seiteninhalte", fields: { logo: "Logo", image: "Bild", images: "Stufenbilder", about: "Über uns", goetheDesc: "Goethe-Text", telcDesc: "telc-Text", placementDesc: "Einstufungstext", email: "E-Mail", phone: "Telefon" } },
      users: { name: "Nutzer |||| Nutzer", fields: { email: "E-Mail", name: "Name", isAdmin: "Admin", isBlocked: "Gesperrt", emailConfirmed: "Bestätigt", createdAt: "Registriert", attemptCount: "Versuche" } },
      attempts: { name: "Versuch |||| Versuche", fields: { examName: "Prüfung", status: "Status", startedAt: "Begonnen", submittedAt: "Abgegeben", readingPercent: "Lesen %", listeningPercent: "Hören %", totalPercent: "Gesamt %", passed: "Bestanden" } },
    },
  },
};

export const messages = {
  en: { ...englishMessages, ...app.en },
  de: { ...raGerman, ...app.de },
};
