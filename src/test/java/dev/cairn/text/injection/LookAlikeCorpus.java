package dev.cairn.text.injection;

import java.util.List;

/** Benign text of the false-positive classes, written for these tests in several languages. */
final class LookAlikeCorpus {
    private LookAlikeCorpus() {
    }

    static final List<String> IGNORE_PREVIOUS_THING = List.of(
        "Please disregard the previous email; the attachment was the wrong version.",
        "Ignore the previous value of the counter, it was reset at midnight.",
        "Kindly ignore the previous announcement about the parking lot.",
        "You can disregard the earlier draft, the final one is attached.",
        "Ignore the previous reading: the sensor was miscalibrated.",
        "Please ignore my prior message about the invoice, it was paid.",
        "Merci d'ignorer le mail précédent, il contenait une erreur.",
        "Bitte ignorieren Sie die vorherige E-Mail, der Termin bleibt bestehen.",
        "Por favor, ignore el correo anterior; la reunión sigue en pie.",
        "Ignora il messaggio precedente, la consegna è confermata.",
        "Desconsidere o e-mail anterior, o valor correto é 40 reais.",
        "Kindly disregard the previous invoice, the corrected one is attached.",
        "Ignore the earlier error; it is harmless and will be fixed in 2.3.",
        "The old parking rules no longer apply since the garage reopened.",
        "This agreement supersedes all prior agreements between the parties.");

    static final List<String> NEW_INSTRUCTIONS_FOR_PEOPLE = List.of(
        "New instructions for all staff: badge in at the east entrance from Monday.",
        "Updated instructions for volunteers are posted on the board by the kitchen.",
        "Students, your new task is to read chapter five before Thursday.",
        "Nouvelles instructions pour le personnel : la cantine ferme à 14 h.",
        "Neue Anweisungen für alle Mitarbeiter: Die Tiefgarage ist gesperrt.",
        "Nuevas instrucciones para los pasajeros: embarquen por la puerta 12.",
        "Nuove istruzioni per i genitori: il ritiro è alle 16.",
        "Novas instruções para os funcionários: o almoço será servido às 12h.",
        "Neue Anweisungen für die Fahrer: Ladezone B ist ab Montag gesperrt.",
        "New instructions for everyone attending: the talk moves to room 4.");

    /** Office mail that names a document by the words injections use for instructions. */
    static final List<String> DOCUMENT_REFERENCES = List.of(
        "Hi Omar, could you ignore the earlier floor plan I shared? The corrected one has the new exits.",
        "Please disregard the previous packing list; we added two crates of glassware.",
        "Ignore the prior quote from the caterer. The new instructions for the venue are in the shared folder.",
        "Reminder: the new instructions from the auditors arrive on Thursday, so keep your receipts.",
        "Have you had a chance to read the new instructions the landlord sent about the boiler?",
        "The new task board replaces the old spreadsheet from next sprint.",
        "Our new task rotation starts in March, see the calendar for your slot.",
        "The supplier issued updated instructions for the pallet labels last week.",
        "Could everyone double-check the revised instructions in the onboarding binder before Monday?",
        "Forget the original seating chart, the caterer needs the updated one by noon.",
        "Disregard the above timetable; the ferry company changed it yesterday.",
        "Skip the earlier survey link, it pointed at last year's form.");

    static final List<String> SYSTEM_LOG_LINES = List.of(
        "2026-02-11 08:15:02 [SYSTEM] Backup completed in 42s\n2026-02-11 08:15:03 [SYSTEM] Rotating logs",
        "System: disk usage at 81%\nSystem: scheduled reboot at 02:00",
        "Feb 11 08:15:02 host1 kernel: [SYSTEM] eth0 link up\nFeb 11 08:15:05 host1 sshd[311]: Accepted key",
        "[system] service nginx restarted (pid 4521)\n[system] health check passed",
        "INFO  System: cache warmed, 1200 entries\nWARN  System: slow query took 2.3s",
        "System: Backup job 42 finished. Next run scheduled 03:00.",
        "[SYSTEM] user alice logged in from 10.0.0.7\n[SYSTEM] password changed for user bob");

    static final List<String> RUNBOOKS = List.of(
        "Step 1: stop the service. Step 2: ignore the warning about stale locks. Step 3: delete the files in"
            + " /var/tmp/app and restart.",
        "Runbook: if the deploy fails, run the rollback script and ignore the previous build's cache. Then send"
            + " the incident summary to the on-call channel.",
        "1. Drain the node.\n2. Copy the database backup to the standby server.\n3. Ignore earlier alerts that"
            + " fired during the drain.\n4. Uncordon the node.",
        "Procédure : arrêtez le service, ignorez l'avertissement précédent, puis supprimez les fichiers temporaires.",
        "Schritt 1: Dienst stoppen. Schritt 2: die vorherige Warnung ignorieren. Schritt 3: Dienst starten.");

    static final List<String> INSIDE_LONGER_WORDS = List.of(
        "The module loader resolves modular imports before the modem handshake.",
        "Danielle and Dante met at the Dankworth dance school.",
        "The systematic review covers systemic risk in ecosystems.",
        "Sendmail forwards to the forwarder; the runner reruns the pipeline.",
        "Preprompting, unprompted, and impromptu talks were all welcome.",
        "The assistantship pays well; agentic workflows and agencies were discussed.",
        "The installer loads its modules first and asks for the admin password afterwards.",
        "The sender of the borrador was unutilized staff; the envied sendmail config stays.",
        "Modular synths, model trains and modulated signals were on show at the developer meetup.");

    static final List<String> ABOUT_ASSISTANTS = List.of(
        "Our support assistant can reset your password if you ask it in the app.",
        "The AI model summarizes each report; analysts then review the summary.",
        "Assistant managers should submit the rota by Friday.",
        "The agent, a former teacher, sold us the house last spring.",
        "If you are an AI researcher, the conference deadline is May 3.");
}
