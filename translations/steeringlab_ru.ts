<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif);;MP4 video (*.mp4);;PNG images, numbered (*.png)</source>
        <translation>Анимированный GIF (*.gif);;Видео MP4 (*.mp4);;Нумерованные изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>Кадры:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Размер:</translation>
    </message>
    <message>
        <source>Formulas beside the stage</source>
        <translation>Формулы рядом со сценой</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспортировать</translation>
    </message>
    <message>
        <source>The file name must end in .gif, .mp4 or .png.</source>
        <translation>Имя файла должно оканчиваться на .gif, .mp4 или .png.</translation>
    </message>
    <message>
        <source>The first frame comes after the last one.</source>
        <translation>Первый кадр идёт после последнего.</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Следы</translation>
    </message>
    <message>
        <source>Frame number</source>
        <translation>Номер кадра</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Could not write &apos;%1&apos; (is the folder writable, is the disk full?).</source>
        <translation>Не удалось записать «%1» (доступна ли папка для записи, не заполнен ли диск?).</translation>
    </message>
    <message>
        <source>Not enough memory to write &apos;%1&apos;.</source>
        <translation>Недостаточно памяти, чтобы записать «%1».</translation>
    </message>
    <message>
        <source>This system&apos;s FFmpeg libraries have no H.264 encoder: export a GIF or PNG images instead.</source>
        <translation>В библиотеках FFmpeg этой системы нет кодировщика H.264: экспортируйте GIF или изображения PNG.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an animation file: the name must end in .gif, .mp4 or .png.</source>
        <translation>«%1» — не файл анимации: имя должно оканчиваться на .gif, .mp4 или .png.</translation>
    </message>
    <message>
        <source>Could not write &apos;%1&apos;: %2.</source>
        <translation>Не удалось записать «%1»: %2.</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>New arrow</source>
        <translation>Новая стрелка</translation>
    </message>
    <message>
        <source>Edit arrow</source>
        <translation>Изменить стрелку</translation>
    </message>
    <message>
        <source>New note</source>
        <translation>Новая пометка</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Изменить пометку</translation>
    </message>
    <message>
        <source>Label (%1, optional):</source>
        <translation>Подпись (%1, необязательно):</translation>
    </message>
    <message>
        <source>Text (%1):</source>
        <translation>Текст (%1):</translation>
    </message>
    <message>
        <source>Shown from frame:</source>
        <translation>Показывать с кадра:</translation>
    </message>
    <message>
        <source>to frame:</source>
        <translation>до кадра:</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <source>Crimson</source>
        <translation>Малиновый</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Цвет:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
</context>
<context>
    <name>Article</name>
    <message>
        <source>AS3 study notes</source>
        <translation>конспект AS3</translation>
    </message>
    <message>
        <source>Russian translation</source>
        <translation>русский перевод</translation>
    </message>
    <message>
        <source>Cocos port</source>
        <translation>порт на Cocos</translation>
    </message>
    <message>
        <source>Lennard-Jones post</source>
        <translation>заметка о потенциале Леннард-Джонса</translation>
    </message>
    <message>
        <source>%1 (the same article re-posted)</source>
        <translation>%1 (та же статья, перепечатка)</translation>
    </message>
    <message>
        <source>%1 (first posting)</source>
        <translation>%1 (первая публикация)</translation>
    </message>
    <message>
        <source>%1 (re-posted in 2022)</source>
        <translation>%1 (перепечатка 2022 года)</translation>
    </message>
</context>
<context>
    <name>BehavioursPanel</name>
    <message>
        <source>Behaviours</source>
        <translation>Поведения</translation>
    </message>
    <message>
        <source>%1 needs another vehicle to aim at, and there is none: add a vehicle first.</source>
        <translation>Для поведения «%1» нужен другой персонаж в качестве цели, а его нет: сначала добавьте персонажа.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>A click on the stage places</source>
        <translation>Щелчок по сцене ставит</translation>
    </message>
    <message>
        <source>Add a behaviour call at the end of the list</source>
        <translation>Добавить вызов поведения в конец списка</translation>
    </message>
    <message>
        <source>Add behaviour</source>
        <translation>Добавить поведение</translation>
    </message>
    <message>
        <source>At the stage&apos;s edge:</source>
        <translation>У края сцены:</translation>
    </message>
    <message>
        <source>Move down (made later)</source>
        <translation>Переместить вниз (вызывается позже)</translation>
    </message>
    <message>
        <source>Move up (made earlier)</source>
        <translation>Переместить вверх (вызывается раньше)</translation>
    </message>
    <message>
        <source>No behaviours: the vehicle keeps its velocity.</source>
        <translation>Поведений нет: персонаж сохраняет свою скорость.</translation>
    </message>
    <message>
        <source>No vehicle selected</source>
        <translation>Персонаж не выбран</translation>
    </message>
    <message>
        <source>Offset (side, ahead):</source>
        <translation>Смещение (вбок, вперёд):</translation>
    </message>
    <message>
        <source>Offset ahead of the leader (px); negative is behind</source>
        <translation>Смещение вперёд от ведущего (пикс.); отрицательное — позади</translation>
    </message>
    <message>
        <source>Offset ahead</source>
        <translation>Смещение вперёд</translation>
    </message>
    <message>
        <source>Offset to the leader&apos;s side (px)</source>
        <translation>Смещение вбок от ведущего (пикс.)</translation>
    </message>
    <message>
        <source>Offset to the side</source>
        <translation>Смещение вбок</translation>
    </message>
    <message>
        <source>Remove this behaviour</source>
        <translation>Удалить это поведение</translation>
    </message>
    <message>
        <source>Switched off, the call stays in the list but is not made.</source>
        <translation>Выключенный вызов остаётся в списке, но не выполняется.</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>Vehicle %1: its behaviours each frame, in this order</source>
        <translation>Персонаж %1: его поведения в каждом кадре, в этом порядке</translation>
    </message>
    <message>
        <source>a circle</source>
        <translation>круг</translation>
    </message>
    <message>
        <source>a vehicle (wandering)</source>
        <translation>персонажа (блуждание)</translation>
    </message>
    <message>
        <source>a waypoint</source>
        <translation>точку пути</translation>
    </message>
    <message>
        <source>the pointer</source>
        <translation>указатель мыши</translation>
    </message>
    <message>
        <source>Another behaviour in this call&apos;s place (its target is kept where the new one takes it)</source>
        <translation>Другое поведение на месте этого вызова (цель сохраняется, если новое поведение её принимает)</translation>
    </message>
    <message>
        <source>Behaviour of call %1</source>
        <translation>Поведение вызова %1</translation>
    </message>
</context>
<context>
    <name>BookmarkDialog</name>
    <message>
        <source>Bookmark</source>
        <translation>Закладка</translation>
    </message>
    <message>
        <source>Frame:</source>
        <translation>Кадр:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Заметка:</translation>
    </message>
    <message>
        <source>A bookmark needs a title in at least one language.</source>
        <translation>Закладке нужно название хотя бы на одном языке.</translation>
    </message>
</context>
<context>
    <name>ClaimsPanel</name>
    <message>
        <source>Claims</source>
        <translation>Утверждения</translation>
    </message>
    <message>
        <source>Pursuer reached the target at frame %1.</source>
        <translation>Преследователь достиг цели в кадре %1.</translation>
    </message>
    <message>
        <source>Pursuer has not reached the target yet: %1 px apart.</source>
        <translation>Преследователь ещё не достиг цели: между ними %1 пикс.</translation>
    </message>
    <message>
        <source>Seeker reached the target at frame %1.</source>
        <translation>Ищущий достиг цели в кадре %1.</translation>
    </message>
    <message>
        <source>Seeker has not reached the target yet: %1 px apart.</source>
        <translation>Ищущий ещё не достиг цели: между ними %1 пикс.</translation>
    </message>
    <message>
        <source>Both reached it at the same frame.</source>
        <translation>Оба достигли цели в одном и том же кадре.</translation>
    </message>
    <message>
        <source>Reached: positions at most %1 px apart (one body length).</source>
        <translation>Достиг: положения не дальше %1 пикс. друг от друга (длина одного персонажа).</translation>
    </message>
    <message>
        <source>Pursuer reached the evader at frame %1.</source>
        <translation>Преследователь настиг уклоняющегося в кадре %1.</translation>
    </message>
    <message>
        <source>Pursuer has not reached the evader yet: %1 px apart.</source>
        <translation>Преследователь ещё не настиг уклоняющегося: между ними %1 пикс.</translation>
    </message>
    <message>
        <source>Braking started at frame %1, at dist %2 (arrivalThreshold %3).</source>
        <translation>Торможение началось в кадре %1 при dist %2 (arrivalThreshold %3).</translation>
    </message>
    <message>
        <source>Not braking yet.</source>
        <translation>Торможение ещё не началось.</translation>
    </message>
    <message>
        <source>Now: dist %1 px, speed %2 px/frame.</source>
        <translation>Сейчас: dist %1 пикс., модуль скорости %2 пикс./кадр.</translation>
    </message>
    <message>
        <source>Smallest clearance so far between the vehicle&apos;s triangle and each circle:</source>
        <translation>Наименьший зазор до сих пор между треугольником персонажа и каждым кругом:</translation>
    </message>
    <message>
        <source>Circle %1: %2 px (frame %3).</source>
        <translation>Круг %1: %2 пикс. (кадр %3).</translation>
    </message>
    <message>
        <source>Circle %1: touched, overlap %2 px (frame %3).</source>
        <translation>Круг %1: касание, перекрытие %2 пикс. (кадр %3).</translation>
    </message>
    <message>
        <source>The vehicle has touched a circle.</source>
        <translation>Персонаж касался круга.</translation>
    </message>
    <message>
        <source>The vehicle has not touched any circle so far.</source>
        <translation>Пока персонаж не коснулся ни одного круга.</translation>
    </message>
    <message numerus="yes">
        <source>The pursuer was %n frames earlier.</source>
        <translation>
            <numerusform>Преследователь пришёл на %n кадр раньше.</numerusform>
            <numerusform>Преследователь пришёл на %n кадра раньше.</numerusform>
            <numerusform>Преследователь пришёл на %n кадров раньше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seeker was %n frames earlier.</source>
        <translation>
            <numerusform>Ищущий пришёл на %n кадр раньше.</numerusform>
            <numerusform>Ищущий пришёл на %n кадра раньше.</numerusform>
            <numerusform>Ищущий пришёл на %n кадров раньше.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pursuer was one frame earlier.</source>
        <translation>Преследователь пришёл на один кадр раньше.</translation>
    </message>
    <message>
        <source>The seeker was one frame earlier.</source>
        <translation>Ищущий пришёл на один кадр раньше.</translation>
    </message>
    <message>
        <source>No vehicle chases anything yet. Give one seek, arrive or pursue aimed at the pointer or at another vehicle: here you will read whether it catches its target, after how many frames, and how close it came.</source>
        <translation>Пока ни один персонаж никого не догоняет. Дайте персонажу поиск (seek), прибытие (arrive) или преследование (pursue) с целью — указателем мыши или другим персонажем: здесь будет видно, догонит ли он цель, за сколько кадров и насколько близко подошёл.</translation>
    </message>
    <message>
        <source>Caught: positions at most %1 px apart (one body length).</source>
        <translation>Догнал: положения не дальше %1 пикс. друг от друга (длина одного персонажа).</translation>
    </message>
    <message>
        <source>the pointer</source>
        <translation>указатель мыши</translation>
    </message>
    <message>
        <source>%1: caught at frame %2 (frames to catch: %3).</source>
        <translation>%1: догнал в кадре %2 (кадров до поимки: %3).</translation>
    </message>
    <message>
        <source>%1: not caught yet, %2 px apart.</source>
        <translation>%1: ещё не догнал, расстояние %2 пикс.</translation>
    </message>
    <message>
        <source>Smallest distance so far: %1 px (frame %2).</source>
        <translation>Наименьшее расстояние пока: %1 пикс. (кадр %2).</translation>
    </message>
    <message>
        <source>(It no longer makes this call.)</source>
        <translation>(Этот вызов больше не выполняется.)</translation>
    </message>
    <message>
        <source>Some lines are hidden until the prediction is checked (Questions panel).</source>
        <translation>Некоторые строки скрыты, пока прогноз не проверен (панель «Вопросы»).</translation>
    </message>
    <message>
        <source>The Russian translation claims: the pursuer, aiming where the target will be, reaches it before the seeker.</source>
        <translation>Утверждение русского перевода: преследователь, целясь туда, где будет цель, достигает её раньше ищущего.</translation>
    </message>
    <message>
        <source>The Russian translation claims: arrive slows down once dist is no longer above arrivalThreshold.</source>
        <translation>Утверждение русского перевода: при прибытии персонаж замедляется, как только dist перестаёт быть больше arrivalThreshold.</translation>
    </message>
</context>
<context>
    <name>CodeEditor</name>
    <message>
        <source>Line %1: %2</source>
        <translation>Строка %1: %2</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Seek</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Избегание</translation>
    </message>
    <message>
        <source>Arrive</source>
        <translation>Прибытие</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Преследование</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Уклонение</translation>
    </message>
    <message>
        <source>Wander</source>
        <translation>Блуждание</translation>
    </message>
    <message>
        <source>Object avoidance</source>
        <translation>Избегание препятствий</translation>
    </message>
    <message>
        <source>Path following</source>
        <translation>Следование пути</translation>
    </message>
    <message>
        <source>Flock</source>
        <translation>Стая</translation>
    </message>
    <message>
        <source>In sight</source>
        <translation>В поле зрения</translation>
    </message>
    <message>
        <source>Too close</source>
        <translation>Слишком близко</translation>
    </message>
    <message>
        <source>Offset pursuit</source>
        <translation>Преследование со смещением</translation>
    </message>
    <message>
        <source>Start from the book&apos;s method</source>
        <translation>Начать с метода из книги</translation>
    </message>
    <message>
        <source>Start from the book&apos;s method…</source>
        <translation>Начать с метода из книги…</translation>
    </message>
    <message>
        <source>The editor already holds code. Replace it with %1, or add %1 at the end?</source>
        <translation>В редакторе уже есть код. Заменить его методом %1 или добавить %1 в конец?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>Add at the end</source>
        <translation>Добавить в конец</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Put one of the book&apos;s methods, in JavaScript, into the editor, with its comments in your language</source>
        <translation>Вставить в редактор один из методов книги на JavaScript, с комментариями на языке интерфейса</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Use this code from the current frame on (Ctrl+Return)</source>
        <translation>Применять этот код начиная с текущего кадра (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Back to the built-in methods</source>
        <translation>Вернуться к встроенным методам</translation>
    </message>
    <message>
        <source>Write a method named like the book&apos;s (seek, flee, …) and press Run.</source>
        <translation>Напишите метод с именем из книги (seek, flee, …) и нажмите «Запустить».</translation>
    </message>
    <message>
        <source>The book&apos;s %1 is in the editor; press Run to use it.</source>
        <translation>Метод %1 из книги — в редакторе; нажмите «Запустить», чтобы применить его.</translation>
    </message>
    <message>
        <source>Applying the code…</source>
        <translation>Код применяется…</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Применено: %1</translation>
    </message>
    <message>
        <source>Back to the built-in methods.</source>
        <translation>Снова действуют встроенные методы.</translation>
    </message>
    <message>
        <source>Not applied: the error is on line %1. The vehicles go on as before.</source>
        <translation>Не применено: ошибка в строке %1. Персонажи движутся как прежде.</translation>
    </message>
    <message>
        <source>Not applied: %1 The vehicles go on as before.</source>
        <translation>Не применено: %1 Персонажи движутся как прежде.</translation>
    </message>
    <message>
        <source>Code editor</source>
        <translation>Редактор кода</translation>
    </message>
    <message>
        <source>JavaScript methods named like the book&apos;s; errors are marked at their line</source>
        <translation>Методы на JavaScript с именами из книги; ошибки отмечаются в их строке</translation>
    </message>
    <message>
        <source>Built-in methods</source>
        <translation>Встроенные методы</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--scenario needs an id (one of: %1)</source>
        <translation>для --scenario нужен id сценария (один из: %1)</translation>
    </message>
    <message>
        <source>unknown scenario &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестный сценарий «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>--frames needs a whole number from 0 to 10000000, not &apos;%1&apos;</source>
        <translation>для --frames нужно целое число от 0 до 10000000, а не «%1»</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>для --seed нужно целое число от 0 до 18446744073709551615, а не «%1»</translation>
    </message>
    <message>
        <source>--target needs X,Y in pixels, e.g. --target 300,120, not &apos;%1&apos;</source>
        <translation>для --target нужны X,Y в пикселях, например --target 300,120, а не «%1»</translation>
    </message>
    <message>
        <source>--set needs name=value, e.g. --set maxSpeed=5, not &apos;%1&apos;</source>
        <translation>для --set нужно имя=значение, например --set maxSpeed=5, а не «%1»</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; in --set (valid: %2)</source>
        <translation>неизвестный параметр «%1» в --set (допустимые: %2)</translation>
    </message>
    <message>
        <source>--set %1: &apos;%2&apos; is not a number</source>
        <translation>--set %1: «%2» — не число</translation>
    </message>
    <message>
        <source>--variant needs behaviour=name, e.g. --variant evade=behind, not &apos;%1&apos;</source>
        <translation>для --variant нужно поведение=имя, например --variant evade=behind, а не «%1»</translation>
    </message>
    <message>
        <source>--trace needs a file name</source>
        <translation>для --trace нужно имя файла</translation>
    </message>
    <message>
        <source>--screenshot needs a file name ending in .png</source>
        <translation>для --screenshot нужно имя файла с окончанием .png</translation>
    </message>
    <message>
        <source>--screenshot writes PNG pictures: the file name must end in .png, not &apos;%1&apos;</source>
        <translation>--screenshot сохраняет картинки PNG: имя файла должно оканчиваться на .png, а не «%1»</translation>
    </message>
    <message>
        <source>--select needs a vehicle id</source>
        <translation>для --select нужен id персонажа</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT between 640x480 and 7680x4320, e.g. 1280x800, not &apos;%1&apos;</source>
        <translation>для --size нужно ШИРИНАxВЫСОТА от 640x480 до 7680x4320, например 1280x800, а не «%1»</translation>
    </message>
    <message>
        <source>--lang must be one of: en, zh_CN, ru (not &apos;%1&apos;)</source>
        <translation>--lang должен быть одним из: en, zh_CN, ru (а не «%1»)</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see --help)</source>
        <translation>неизвестный параметр «%1» (см. --help)</translation>
    </message>
    <message>
        <source>--trace and --screenshot cannot be used together</source>
        <translation>--trace и --screenshot нельзя использовать вместе</translation>
    </message>
    <message>
        <source>Steering Lab: steering behaviours (seek, flee, arrive, pursue, evade, wander, object avoidance, path following, flocking, offset pursuit, Lennard-Jones avoidance) for the classroom.</source>
        <translation>Steering Lab: управление поведениями (steering behaviors) — поиск, избегание, прибытие, преследование, уклонение, блуждание, избегание препятствий, следование пути, стая, преследование со смещением, избегание по Леннард-Джонсу; программа для уроков.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Показать эту справку и выйти.</translation>
    </message>
    <message>
        <source>Print the scenario ids, one a line, and exit.</source>
        <translation>Вывести id сценариев, по одному в строке, и выйти.</translation>
    </message>
    <message>
        <source>Start with this scenario: %1.</source>
        <translation>Начать с этого сценария: %1.</translation>
    </message>
    <message>
        <source>Seed of the random generator (default 1); the same seed gives the same frames.</source>
        <translation>Зерно генератора случайных чисел (по умолчанию 1); одинаковое зерно даёт одинаковые кадры.</translation>
    </message>
    <message>
        <source>Pointer target in stage pixels (default: the stage centre).</source>
        <translation>Цель-указатель в пикселях сцены (по умолчанию: центр сцены).</translation>
    </message>
    <message>
        <source>Set a parameter (repeatable), with the seeds&apos; names: %1.</source>
        <translation>Задать параметр (можно повторять), имена как в исходных статьях: %1.</translation>
    </message>
    <message>
        <source>Choose a variant where the seeds disagree (the first is the default): %1</source>
        <translation>Выбрать вариант там, где источники расходятся (первый — по умолчанию): %1</translation>
    </message>
    <message>
        <source>Write one JSON line per frame (frames 0..N) to FILE, without opening a window.</source>
        <translation>Записать в FILE по одной строке JSON на кадр (кадры 0..N), не открывая окно.</translation>
    </message>
    <message>
        <source>Open the window offscreen, advance N frames, save a picture of it and exit.</source>
        <translation>Открыть окно вне экрана, продвинуться на N кадров, сохранить его изображение и выйти.</translation>
    </message>
    <message>
        <source>Select this vehicle (its vectors are drawn strongest).</source>
        <translation>Выбрать этого персонажа (его векторы рисуются ярче всех).</translation>
    </message>
    <message>
        <source>Window size for --screenshot and the window (default 1280x800).</source>
        <translation>Размер окна для --screenshot и для обычного окна (по умолчанию 1280x800).</translation>
    </message>
    <message>
        <source>Interface language: en, zh_CN or ru (default: the saved choice, else the system locale).</source>
        <translation>Язык интерфейса: en, zh_CN или ru (по умолчанию: сохранённый выбор, иначе язык системы).</translation>
    </message>
    <message>
        <source>Errors print one line and exit with status 2.</source>
        <translation>При ошибке выводится одна строка и программа завершается с кодом 2.</translation>
    </message>
    <message>
        <source>--select: no vehicle &apos;%1&apos; in scenario &apos;%2&apos; (vehicles: %3)</source>
        <translation>--select: в сценарии «%2» нет персонажа «%1» (персонажи: %3)</translation>
    </message>
    <message>
        <source>cannot write trace file &apos;%1&apos;: %2</source>
        <translation>не удаётся записать файл трассы «%1»: %2</translation>
    </message>
    <message>
        <source>%1 cannot be used with a lesson file: the lesson holds its own set-up</source>
        <translation>%1 нельзя использовать с файлом урока: урок содержит собственную настройку</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a lesson file: lesson files end in .steerlab (see --help)</source>
        <translation>«%1» — не файл урока: имена файлов уроков оканчиваются на .steerlab (см. --help)</translation>
    </message>
    <message>
        <source>--trace needs --scenario ID (one of: %1) or a lesson file</source>
        <translation>для --trace нужен --scenario ID (один из: %1) или файл урока</translation>
    </message>
    <message>
        <source>Advance N frames (default: 100 with --trace, otherwise 0; for a lesson: its last frame with --trace, otherwise the frame it opens at).</source>
        <translation>Продвинуться на N кадров (по умолчанию: 100 с --trace, иначе 0; для урока: его последний кадр с --trace, иначе кадр, с которого урок открывается).</translation>
    </message>
    <message>
        <source>Open a lesson file: its set-up, recorded input and first frame (instead of --scenario, --seed, --target, --set and --variant).</source>
        <translation>Открыть файл урока: его настройку, записанные действия и начальный кадр (вместо --scenario, --seed, --target, --set и --variant).</translation>
    </message>
    <message>
        <source>Usage: steeringlab [options] [LESSON.steerlab]</source>
        <translation>Использование: steeringlab [параметры] [УРОК.steerlab]</translation>
    </message>
    <message>
        <source>only one lesson file can be opened, not both &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>можно открыть только один файл урока, а не сразу «%1» и «%2»</translation>
    </message>
    <message>
        <source>--fuzz needs a seed, a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>для --fuzz нужно зерно — целое число от 0 до 18446744073709551615, а не «%1»</translation>
    </message>
    <message>
        <source>--events needs a whole number from 1 to 10000000, not &apos;%1&apos;</source>
        <translation>для --events нужно целое число от 1 до 10000000, а не «%1»</translation>
    </message>
    <message>
        <source>--fuzz cannot be used with --trace or --screenshot</source>
        <translation>--fuzz нельзя использовать вместе с --trace или --screenshot</translation>
    </message>
    <message>
        <source>Drive the window offscreen with seeded random input, checking after every event that every number is finite and the frame equals a straight re-run of the recorded input; prints the seed and event of any failure (exit status 1).</source>
        <translation>Управлять окном вне экрана случайным вводом с заданным зерном и после каждого события проверять, что все числа конечны, а кадр совпадает с прямым пересчётом записанного ввода; при сбое печатает зерно и событие (код выхода 1).</translation>
    </message>
    <message>
        <source>Number of random events for --fuzz (default 1000).</source>
        <translation>Число случайных событий для --fuzz (по умолчанию 1000).</translation>
    </message>
    <message>
        <source>fuzz seed %1 failed at %2</source>
        <translation>случайный ввод (зерно %1): сбой на %2</translation>
    </message>
    <message>
        <source>fuzz seed %1: %2 events, every invariant held</source>
        <translation>случайный ввод (зерно %1): событий — %2, все инварианты выполнены</translation>
    </message>
    <message>
        <source>--set %1: the value must be a finite number, not &apos;%2&apos;</source>
        <translation>--set %1: значение должно быть конечным числом, а не «%2»</translation>
    </message>
    <message>
        <source>--set %1: the value must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--set %1: значение должно быть целым числом от %2 до %3, а не «%4»</translation>
    </message>
    <message>
        <source>--set %1: the value must be greater than %2 and at most %3, not &apos;%4&apos;</source>
        <translation>--set %1: значение должно быть больше %2 и не больше %3, а не «%4»</translation>
    </message>
    <message>
        <source>--set %1: the value must be from %2 to %3, not &apos;%4&apos;</source>
        <translation>--set %1: значение должно быть от %2 до %3, а не «%4»</translation>
    </message>
    <message>
        <source>--variant %1: unknown variant &apos;%2&apos; (valid: %3)</source>
        <translation>--variant %1: неизвестный вариант «%2» (допустимые: %3)</translation>
    </message>
    <message>
        <source>--variant: unknown behaviour &apos;%1&apos; (valid: %2)</source>
        <translation>--variant: неизвестное поведение «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>--export-animation needs a file name ending in .gif, .mp4 or .png</source>
        <translation>для --export-animation нужно имя файла, оканчивающееся на .gif, .mp4 или .png</translation>
    </message>
    <message>
        <source>--export-animation writes an animated GIF (.gif), an MP4 video (.mp4) or numbered PNG images (.png): the file name must end in one of these, not &apos;%1&apos;</source>
        <translation>--export-animation сохраняет анимированный GIF (.gif), видео MP4 (.mp4) или пронумерованные картинки PNG (.png): имя файла должно оканчиваться на одно из этих расширений, а не «%1»</translation>
    </message>
    <message>
        <source>--from needs a whole number from 0 to 10000000, not &apos;%1&apos;</source>
        <translation>для --from нужно целое число от 0 до 10000000, а не «%1»</translation>
    </message>
    <message>
        <source>--palette must be one of: standard, projector, colourblind, dark (not &apos;%1&apos;)</source>
        <translation>--palette должен быть одним из: standard, projector, colourblind, dark (а не «%1»)</translation>
    </message>
    <message>
        <source>--text-scale needs a number from %1 to %2, not &apos;%3&apos;</source>
        <translation>для --text-scale нужно число от %1 до %2, а не «%3»</translation>
    </message>
    <message>
        <source>--export-animation cannot be used with --trace, --screenshot or --fuzz</source>
        <translation>--export-animation нельзя использовать вместе с --trace, --screenshot или --fuzz</translation>
    </message>
    <message>
        <source>--presentation shows the window&apos;s layout: it cannot be used with --trace, --export-animation or --fuzz</source>
        <translation>--presentation показывает расположение окна: его нельзя использовать вместе с --trace, --export-animation или --fuzz</translation>
    </message>
    <message>
        <source>--from is the first frame of --export-animation and needs it</source>
        <translation>--from задаёт первый кадр для --export-animation и без него не используется</translation>
    </message>
    <message>
        <source>--export-animation needs --frames N, the last frame to export (or a lesson file)</source>
        <translation>для --export-animation нужен --frames N — последний кадр для экспорта (или файл урока)</translation>
    </message>
    <message>
        <source>--from %1 comes after the last frame to export (--frames %2)</source>
        <translation>--from %1 идёт после последнего кадра для экспорта (--frames %2)</translation>
    </message>
    <message>
        <source>Write frames --from A (default 0) to --frames N, as the window shows them, to an animated GIF (FILE.gif), an MP4 video (FILE.mp4) or numbered PNG images (FILE.png gives FILE_0000.png ...), at 30 frames per second, 1280x720 or --size; needs no display.</source>
        <translation>Записать кадры от --from A (по умолчанию 0) до --frames N в том виде, как их показывает окно, в анимированный GIF (FILE.gif), видео MP4 (FILE.mp4) или пронумерованные картинки PNG (FILE.png даёт FILE_0000.png ...), 30 кадров в секунду, размер 1280x720 или --size; дисплей не нужен.</translation>
    </message>
    <message>
        <source>First frame of --export-animation (default 0).</source>
        <translation>Первый кадр для --export-animation (по умолчанию 0).</translation>
    </message>
    <message>
        <source>Start in presentation mode: the stage and large formulas, the other panels folded away; with --screenshot, a picture of that layout.</source>
        <translation>Запустить в режиме презентации: сцена и крупные формулы, остальные панели свёрнуты; с --screenshot — снимок такого расположения.</translation>
    </message>
    <message>
        <source>Colours of the stage for this run: standard, projector (high contrast, thicker lines), colourblind (Okabe-Ito colours) or dark (default: the window&apos;s saved choice; standard for --screenshot and --export-animation).</source>
        <translation>Цвета сцены на этот запуск: standard (стандартная), projector (проектор: высокий контраст, более толстые линии), colourblind (для дальтоников: цвета Окабе–Ито) или dark (тёмная) (по умолчанию: выбор, сохранённый в окне; для --screenshot и --export-animation — standard).</translation>
    </message>
    <message>
        <source>Size of the text in the panels, formulas and on the stage, from 0.8 to 3 (default: the window&apos;s saved size; 1 for --screenshot and --export-animation).</source>
        <translation>Размер текста на панелях, в формулах и на сцене, от 0.8 до 3 (по умолчанию: размер, сохранённый в окне; для --screenshot и --export-animation — 1).</translation>
    </message>
    <message>
        <source>--compare needs variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…</source>
        <translation>для --compare нужно variant:B=NAME, set:NAME=VALUE или behaviours:ID=CALL,…</translation>
    </message>
    <message>
        <source>--compare %1</source>
        <translation>--compare %1</translation>
    </message>
    <message>
        <source>Compare mode: one more pane beside the main run (repeatable, up to three), differing in one thing: variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…</source>
        <translation>Режим сравнения: ещё одна часть сцены рядом с основным прогоном (можно повторять, до трёх), отличающаяся одним: variant:B=NAME, set:NAME=VALUE или behaviours:ID=CALL,…</translation>
    </message>
    <message>
        <source>--behaviours needs ID=CALL[,CALL…], e.g. --behaviours fleer=evade:seeker, not &apos;%1&apos;</source>
        <translation>для --behaviours нужно ID=ВЫЗОВ[,ВЫЗОВ…], например --behaviours fleer=evade:seeker, а не «%1»</translation>
    </message>
    <message>
        <source>--behaviours %1: %2</source>
        <translation>--behaviours %1: %2</translation>
    </message>
    <message>
        <source>Replace a vehicle&apos;s behaviour calls (repeatable), made in this order every frame: %1. A leading ~ switches a call off; &apos;none&apos; leaves only the move.</source>
        <translation>Заменить вызовы поведения персонажа (можно повторять), выполняемые в этом порядке каждый кадр: %1. Знак ~ в начале отключает вызов; «none» оставляет только движение.</translation>
    </message>
    <message>
        <source>--set count: count does not apply to scenario &apos;%1&apos; (only to flock, swarm and offset-pursuit)</source>
        <translation>--set count: count не относится к сценарию «%1» (только к flock, swarm и offset-pursuit)</translation>
    </message>
    <message>
        <source>%1 can be given only once</source>
        <translation>%1 можно указать только один раз</translation>
    </message>
    <message>
        <source>%1 frames of %2 vehicles would take about %3 minutes on this machine: ask for fewer frames or vehicles, or add --no-cost-limit to run it anyway</source>
        <translation>расчёт (кадров: %1, персонажей: %2) занял бы на этой машине около %3 мин: запросите меньше кадров или персонажей либо добавьте --no-cost-limit, чтобы всё же запустить</translation>
    </message>
    <message>
        <source>Run --trace, --screenshot, --export-animation or --frames even when it would take this machine more than about a minute (a large flock, millions of frames); without it such a run is refused before it starts.</source>
        <translation>Выполнить --trace, --screenshot, --export-animation или --frames, даже если этой машине понадобится больше минуты (большая стая, миллионы кадров); без этого параметра такой запуск отклоняется до начала.</translation>
    </message>
    <message numerus="yes">
        <source>--compare can be given at most %n times (the stage shows at most 4 panes)</source>
        <translation>
            <numerusform>--compare можно указать не больше %n раза (на сцене не больше 4 частей)</numerusform>
            <numerusform>--compare можно указать не больше %n раз (на сцене не больше 4 частей)</numerusform>
            <numerusform>--compare можно указать не больше %n раз (на сцене не больше 4 частей)</numerusform>
        </translation>
    </message>
    <message>
        <source>--second-lang needs one or two languages, comma-separated, from: en, zh_CN, ru (e.g. zh_CN,ru)</source>
        <translation>для --second-lang нужны один или два языка через запятую из списка: en, zh_CN, ru (например, zh_CN,ru)</translation>
    </message>
    <message>
        <source>--second-lang takes at most two languages, comma-separated, e.g. zh_CN,ru (not &apos;%1&apos;)</source>
        <translation>--second-lang принимает не больше двух языков через запятую, например zh_CN,ru (а не «%1»)</translation>
    </message>
    <message>
        <source>--second-lang must be one or two of: en, zh_CN, ru, comma-separated (not &apos;%1&apos;)</source>
        <translation>--second-lang должен содержать один или два языка из списка en, zh_CN, ru через запятую (а не «%1»)</translation>
    </message>
    <message>
        <source>--second-lang names the same language twice (&apos;%1&apos;)</source>
        <translation>в --second-lang один и тот же язык указан дважды («%1»)</translation>
    </message>
    <message>
        <source>Also show the formulas, the legend and the stage&apos;s labels in one or two more languages, in order (en, zh_CN, ru; e.g. zh_CN,ru), for classes with readers of several languages.</source>
        <translation>Показывать формулы, легенду и подписи на сцене ещё на одном или двух языках по порядку (en, zh_CN, ru; например, zh_CN,ru) — для занятий, где читают на нескольких языках.</translation>
    </message>
    <message>
        <source>--legend must be one of: compact, full, folded, off (not &apos;%1&apos;)</source>
        <translation>--legend должен быть одним из: compact, full, folded, off (а не «%1»)</translation>
    </message>
    <message>
        <source>The legend for this run, in the window, --screenshot, --export-animation and saved pictures: compact (symbols, names on hover), full (symbols and names), folded (a one-line chip) or off. Given here, it also shows in presentation mode and animations, which leave it out by default (default: the lesson&apos;s or the window&apos;s own).</source>
        <translation>Легенда для этого запуска — в окне, в --screenshot, --export-animation и сохранённых картинках: compact (символы, названия при наведении), full (символы и названия), folded (свёрнута в одну строку) или off (нет). Заданная здесь, она видна и в режиме презентации, и в анимациях, где по умолчанию её нет (по умолчанию: как в уроке или в окне).</translation>
    </message>
    <message>
        <source>--script needs a JavaScript file name</source>
        <translation>--script требует имя файла JavaScript</translation>
    </message>
    <message>
        <source>cannot read script &apos;%1&apos;: %2</source>
        <translation>не удаётся прочитать скрипт «%1»: %2</translation>
    </message>
    <message>
        <source>larger than 1 MB</source>
        <translation>больше 1 МБ</translation>
    </message>
    <message>
        <source>--check compares a script with the built-in methods: it needs --script FILE.js</source>
        <translation>--check сравнивает скрипт со встроенными методами: нужен --script FILE.js</translation>
    </message>
    <message>
        <source>--check cannot be used with --trace, --screenshot, --export-animation or --fuzz</source>
        <translation>--check нельзя использовать вместе с --trace, --screenshot, --export-animation или --fuzz</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, строка %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>frame %1, vehicle %2: %3 is %4 with the script, %5 built in</source>
        <translation>кадр %1, персонаж %2: %3 со скриптом равно %4, со встроенными методами %5</translation>
    </message>
    <message>
        <source>the script agrees with the built-in methods: every vehicle&apos;s position, velocity and force within 1e-9 over %1 frames</source>
        <translation>скрипт совпадает со встроенными методами: положение, скорость и управляющее воздействие каждого персонажа в пределах 1e-9 (число кадров: %1)</translation>
    </message>
    <message>
        <source>Give every vehicle the methods a JavaScript file defines (seek, flee, arrive, pursue, evade, wander, avoid, followPath, flock, pursueOffset, inSight, tooClose), in place of the built-in ones, with --trace, --screenshot, --export-animation and the window. A script that cannot run stops the run (exit status 2) and writes no file.</source>
        <translation>Дать каждому персонажу методы, определённые в файле JavaScript (seek, flee, arrive, pursue, evade, wander, avoid, followPath, flock, pursueOffset, inSight, tooClose), вместо встроенных; работает с --trace, --screenshot, --export-animation и в окне. Скрипт, который не может выполняться, останавливает запуск (код завершения 2), и файл не записывается.</translation>
    </message>
    <message>
        <source>With --script: run the scenario with and without the script for --frames frames (default 150) from the same state and compare every vehicle&apos;s position, velocity and force; exit status 0 when they agree within 1e-9, 1 naming the first frame, vehicle and quantity that differ.</source>
        <translation>Вместе с --script: выполнить сценарий со скриптом и без него на --frames кадров (по умолчанию 150) из одного состояния и сравнить положение, скорость и управляющее воздействие каждого персонажа; код завершения 0, если они совпадают в пределах 1e-9, и 1 с указанием первого различающегося кадра, персонажа и величины.</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <source>&apos;%1&apos;: unknown variant (valid for %2: %3)</source>
        <translation>«%1»: неизвестный вариант (для %2 допустимые: %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown behaviour (valid: %2)</source>
        <translation>«%1»: неизвестное поведение (допустимые: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown parameter (valid: %2)</source>
        <translation>«%1»: неизвестный параметр (допустимые: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the value must be a number from %2 to %3</source>
        <translation>«%1»: значение должно быть числом от %2 до %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a comparison: write variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…</source>
        <translation>«%1» — не сравнение: пишите variant:B=NAME, set:NAME=VALUE или behaviours:ID=CALL,…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>As set</source>
        <translation>Как задано</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not apply to this scenario</source>
        <translation>«%1» не подходит к этому сценарию</translation>
    </message>
    <message>
        <source>The main run&apos;s input at frame %1 does not apply to this pane.</source>
        <translation>Ввод основного прогона в кадре %1 не подходит к этой части сцены.</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: count applies only to flock, swarm and offset-pursuit</source>
        <translation>«%1»: count относится только к стае (flock), большой стае (swarm) и преследованию со смещением (offset-pursuit)</translation>
    </message>
    <message>
        <source>No behaviour</source>
        <translation>Без поведения</translation>
    </message>
    <message>
        <source>Wander step as printed</source>
        <translation>Блуждание: шаг как напечатано</translation>
    </message>
    <message>
        <source>Evade ahead of the pursuer</source>
        <translation>Уклонение: впереди преследователя</translation>
    </message>
    <message>
        <source>Evade behind the pursuer</source>
        <translation>Уклонение: позади преследователя</translation>
    </message>
    <message>
        <source>Look-ahead as the book</source>
        <translation>Время прогноза: как в книге</translation>
    </message>
    <message>
        <source>Look-ahead as Cocos</source>
        <translation>Время прогноза: как в Cocos</translation>
    </message>
    <message>
        <source>Alignment as intended</source>
        <translation>Выравнивание: как задумано</translation>
    </message>
    <message>
        <source>Alignment as printed</source>
        <translation>Выравнивание: как напечатано</translation>
    </message>
    <message>
        <source>Alignment as Cocos</source>
        <translation>Выравнивание: как в Cocos</translation>
    </message>
    <message>
        <source>In sight: in front</source>
        <translation>В поле зрения: впереди</translation>
    </message>
    <message>
        <source>In sight: distance only</source>
        <translation>В поле зрения: только расстояние</translation>
    </message>
    <message>
        <source>Vehicles move in turn</source>
        <translation>Персонажи движутся по очереди</translation>
    </message>
    <message>
        <source>Vehicles move together</source>
        <translation>Персонажи движутся одновременно</translation>
    </message>
    <message>
        <source>Wander step of the Russian translation</source>
        <translation>Блуждание: шаг из русского перевода</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Seek vs arrive</source>
        <translation>Поиск и прибытие</translation>
    </message>
    <message>
        <source>Evade: ahead vs behind</source>
        <translation>Уклонение: впереди и позади</translation>
    </message>
    <message>
        <source>Look-ahead: book vs Cocos</source>
        <translation>Время прогноза: книга и Cocos</translation>
    </message>
    <message>
        <source>Flock alignment: intended vs printed vs Cocos</source>
        <translation>Выравнивание стаи: как задумано, как напечатано и Cocos</translation>
    </message>
    <message>
        <source>In sight: in front vs distance only</source>
        <translation>В поле зрения: впереди и только расстояние</translation>
    </message>
    <message>
        <source>Compare mode ended: the scenario changed.</source>
        <translation>Режим сравнения закончен: сценарий сменился.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Сравнение</translation>
    </message>
    <message>
        <source>Add a pane differing in</source>
        <translation>Добавить часть сцены с другим значением</translation>
    </message>
    <message>
        <source>Compare off</source>
        <translation>Выключить сравнение</translation>
    </message>
    <message>
        <source>Show the main run alone again</source>
        <translation>Снова показывать только основной прогон</translation>
    </message>
    <message>
        <source>%1 (stopped: %2)</source>
        <translation>%1 (остановлено: %2)</translation>
    </message>
    <message>
        <source>A parameter value…</source>
        <translation>Значение параметра…</translation>
    </message>
    <message>
        <source>Compare a parameter</source>
        <translation>Сравнить параметр</translation>
    </message>
    <message>
        <source>Parameter:</source>
        <translation>Параметр:</translation>
    </message>
    <message>
        <source>%1 in the new pane:</source>
        <translation>%1 в новой части сцены:</translation>
    </message>
    <message>
        <source>Compare numbers</source>
        <translation>Числа сравнения</translation>
    </message>
    <message>
        <source>Panes side by side: the same run with the one difference</source>
        <translation>Части сцены рядом: тот же прогон с одним отличием</translation>
    </message>
    <message numerus="yes">
        <source>At most %n panes can be compared with the main one.</source>
        <translation>
            <numerusform>С основным прогоном можно сравнивать не больше %n части сцены.</numerusform>
            <numerusform>С основным прогоном можно сравнивать не больше %n частей сцены.</numerusform>
            <numerusform>С основным прогоном можно сравнивать не больше %n частей сцены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wander: step of the Russian translation vs as printed in the AS3 study notes</source>
        <translation>Блуждание: шаг из русского перевода и как в конспекте AS3</translation>
    </message>
</context>
<context>
    <name>CompareNumbers</name>
    <message>
        <source>The selected vehicle&apos;s numbers in each pane, as the formula panel shows them; numbers that differ from the main run are bold and red.</source>
        <translation>Числа выбранного персонажа в каждой части сцены, как их показывает панель формул; числа, которые отличаются от основного прогона, выделены красным полужирным.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>separation</source>
        <translation>разделение</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>расстояние</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>модуль скорости</translation>
    </message>
    <message>
        <source>max speed</source>
        <translation>макс. скорость</translation>
    </message>
    <message>
        <source>arrival threshold</source>
        <translation>порог прибытия</translation>
    </message>
    <message>
        <source>look-ahead time</source>
        <translation>время прогноза</translation>
    </message>
    <message>
        <source>target&apos;s speed</source>
        <translation>модуль скорости цели</translation>
    </message>
    <message>
        <source>wander angle</source>
        <translation>угол блуждания</translation>
    </message>
    <message>
        <source>next wander angle</source>
        <translation>следующий угол блуждания</translation>
    </message>
    <message>
        <source>random number</source>
        <translation>случайное число</translation>
    </message>
    <message>
        <source>angle step</source>
        <translation>шаг угла</translation>
    </message>
    <message>
        <source>wander distance</source>
        <translation>расстояние блуждания</translation>
    </message>
    <message>
        <source>wander radius</source>
        <translation>радиус блуждания</translation>
    </message>
    <message>
        <source>wander range</source>
        <translation>диапазон блуждания</translation>
    </message>
    <message>
        <source>feeler length</source>
        <translation>длина щупа</translation>
    </message>
    <message>
        <source>projection length</source>
        <translation>длина проекции</translation>
    </message>
    <message>
        <source>avoid buffer</source>
        <translation>запас избегания</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>радиус</translation>
    </message>
    <message>
        <source>path threshold</source>
        <translation>порог пути</translation>
    </message>
    <message>
        <source>in-sight distance</source>
        <translation>расстояние «в поле зрения»</translation>
    </message>
    <message>
        <source>vehicles in sight</source>
        <translation>персонажей в поле зрения</translation>
    </message>
    <message>
        <source>too-close distance</source>
        <translation>расстояние «слишком близко»</translation>
    </message>
    <message>
        <source>vehicles too close</source>
        <translation>персонажей слишком близко</translation>
    </message>
    <message>
        <source>cut-off distance</source>
        <translation>расстояние отсечки</translation>
    </message>
    <message>
        <source>potential U</source>
        <translation>потенциал U</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>коэффициент</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown parameter &apos;%1&apos;.</source>
        <translation>Неизвестный параметр «%1».</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1: значение должно быть конечным числом.</translation>
    </message>
    <message>
        <source>%1 must be greater than %2 and at most %3; %4 was refused.</source>
        <translation>%1: значение должно быть больше %2 и не больше %3; %4 отклонено.</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3; %4 was refused.</source>
        <translation>%1: значение должно быть от %2 до %3; %4 отклонено.</translation>
    </message>
    <message>
        <source>%1 must be a whole number; %2 was refused.</source>
        <translation>%1: значение должно быть целым числом; %2 отклонено.</translation>
    </message>
    <message>
        <source>The scenario could not start: %1</source>
        <translation>Сценарий не удалось запустить: %1</translation>
    </message>
    <message>
        <source>There is no vehicle &apos;%1&apos; in this scenario.</source>
        <translation>В этом сценарии нет персонажа «%1».</translation>
    </message>
    <message>
        <source>Unknown variant &apos;%1&apos; for %2.</source>
        <translation>Неизвестный вариант «%1» для %2.</translation>
    </message>
    <message>
        <source>Input refused: %1</source>
        <translation>Ввод отклонён: %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Сценарий: %1</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Move the target</source>
        <translation>Переместить цель</translation>
    </message>
    <message>
        <source>Add a waypoint</source>
        <translation>Добавить точку пути</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>Очистить путь</translation>
    </message>
    <message>
        <source>Move circle %1</source>
        <translation>Переместить круг %1</translation>
    </message>
    <message>
        <source>Move waypoint %1</source>
        <translation>Переместить точку пути %1</translation>
    </message>
    <message>
        <source>Delete waypoint %1</source>
        <translation>Удалить точку пути %1</translation>
    </message>
    <message>
        <source>The recorded input does not replay: %1</source>
        <translation>Записанный ввод не воспроизводится: %1</translation>
    </message>
    <message>
        <source>Behaviours refused: %1</source>
        <translation>Поведение отклонено: %1</translation>
    </message>
    <message>
        <source>Behaviours of %1: %2</source>
        <translation>Поведение %1: %2</translation>
    </message>
    <message>
        <source>Edge of %1: %2</source>
        <translation>Край для %1: %2</translation>
    </message>
    <message>
        <source>Add vehicle %1</source>
        <translation>Добавить персонажа %1</translation>
    </message>
    <message>
        <source>The last vehicle stays: the stage needs one to give behaviours to.</source>
        <translation>Последний персонаж остаётся: на сцене нужен хотя бы один, чтобы задавать ему поведение.</translation>
    </message>
    <message>
        <source>Remove vehicle %1</source>
        <translation>Удалить персонажа %1</translation>
    </message>
    <message>
        <source>Add a circle</source>
        <translation>Добавить круг</translation>
    </message>
    <message>
        <source>Remove circle %1</source>
        <translation>Удалить круг %1</translation>
    </message>
    <message>
        <source>Computing the lesson&apos;s frames…</source>
        <translation>Вычисляются кадры урока…</translation>
    </message>
    <message>
        <source>Cancelled: nothing was opened, and what was shown stays.</source>
        <translation>Отменено: ничего не открыто, показанное остаётся.</translation>
    </message>
    <message>
        <source>Computing frames…</source>
        <translation>Вычисляются кадры…</translation>
    </message>
    <message>
        <source>Cancelled: frame %1 was not computed; the frame shown before stays.</source>
        <translation>Отменено: кадр %1 не вычислен; показан прежний кадр.</translation>
    </message>
    <message>
        <source>This world is too large for the window: one frame of its %1 vehicles would take about %2 seconds on this machine. Use fewer vehicles (count).</source>
        <translation>Этот мир слишком велик для окна: один кадр (персонажей: %1) занял бы на этой машине около %2 с. Уменьшите число персонажей (count).</translation>
    </message>
    <message>
        <source>Placing %1 vehicles and taking their first step…</source>
        <translation>Расстановка персонажей (%1) и их первый шаг…</translation>
    </message>
    <message>
        <source>Cancelled: the vehicles were not built again; what was shown stays.</source>
        <translation>Отменено: персонажи не созданы заново; показанное остаётся.</translation>
    </message>
    <message>
        <source>The script stopped the play at frame %1, line %2: %3</source>
        <translation>Скрипт остановил воспроизведение на кадре %1, строка %2: %3</translation>
    </message>
    <message>
        <source>The script stopped the play at frame %1: %2</source>
        <translation>Скрипт остановил воспроизведение на кадре %1: %2</translation>
    </message>
    <message>
        <source>The code is too long: %1 characters (at most %2).</source>
        <translation>Код слишком длинный: символов — %1 (не больше %2).</translation>
    </message>
    <message>
        <source>Built-in methods again</source>
        <translation>Снова встроенные методы</translation>
    </message>
    <message>
        <source>Apply code</source>
        <translation>Применить код</translation>
    </message>
</context>
<context>
    <name>Edge</name>
    <message>
        <source>Wrap around</source>
        <translation>Перенос через край (появляется с другой стороны)</translation>
    </message>
    <message>
        <source>Bounce</source>
        <translation>Отскок</translation>
    </message>
    <message>
        <source>None (drives off)</source>
        <translation>Нет (уезжает со сцены)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Frame %1 of a steering behaviour demo</source>
        <translation>Кадр %1 демонстрации управления поведениями</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Кадр %1</translation>
    </message>
</context>
<context>
    <name>ExportUi</name>
    <message>
        <source>Export animation…</source>
        <translation>Экспорт анимации…</translation>
    </message>
    <message>
        <source>Frames of the stage as an animated GIF, an MP4 video or PNG images, for slides</source>
        <translation>Кадры сцены в виде анимированного GIF, видео MP4 или изображений PNG для слайдов</translation>
    </message>
    <message>
        <source>Export worksheet…</source>
        <translation>Экспорт рабочего листа…</translation>
    </message>
    <message>
        <source>A PDF page with the picture of this frame and its formulas with numbers, to hand out</source>
        <translation>Страница PDF с изображением этого кадра и его формулами с числами — для раздачи</translation>
    </message>
    <message>
        <source>Exporting frames…</source>
        <translation>Экспорт кадров…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>Export cancelled: no file was written.</source>
        <translation>Экспорт отменён: файл не записан.</translation>
    </message>
    <message>
        <source>Animation saved to %1</source>
        <translation>Анимация сохранена в %1</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Только %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Экспорт рабочего листа</translation>
    </message>
    <message>
        <source>Formulas in:</source>
        <translation>Язык формул:</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Worksheet saved to %1</source>
        <translation>Рабочий лист сохранён в %1</translation>
    </message>
</context>
<context>
    <name>FollowCamera</name>
    <message>
        <source>Follow the selected vehicle</source>
        <translation>Следить за выбранным персонажем</translation>
    </message>
    <message>
        <source>While zoomed in, keep the selected vehicle in the middle of the stage view</source>
        <translation>При увеличенной сцене выбранный персонаж всё время остаётся в её центре</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <source>seek</source>
        <translation>поиск</translation>
    </message>
    <message>
        <source>flee</source>
        <translation>избегание</translation>
    </message>
    <message>
        <source>arrive</source>
        <translation>прибытие</translation>
    </message>
    <message>
        <source>pursue</source>
        <translation>преследование</translation>
    </message>
    <message>
        <source>evade</source>
        <translation>уклонение</translation>
    </message>
    <message>
        <source>wander</source>
        <translation>блуждание</translation>
    </message>
    <message>
        <source>object avoidance</source>
        <translation>избегание препятствий</translation>
    </message>
    <message>
        <source>path following</source>
        <translation>следование пути</translation>
    </message>
    <message>
        <source>flock</source>
        <translation>стая</translation>
    </message>
    <message>
        <source>offset pursuit</source>
        <translation>преследование со смещением</translation>
    </message>
    <message>
        <source>Lennard-Jones avoidance</source>
        <translation>избегание по Леннард-Джонсу</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>outside the threshold: full speed, as seek</source>
        <translation>за порогом: полная скорость, как при поиске</translation>
    </message>
    <message>
        <source>inside the threshold: the closer, the slower</source>
        <translation>внутри порога: чем ближе, тем медленнее</translation>
    </message>
    <message>
        <source>head-on and in front: seek the target itself</source>
        <translation>навстречу и впереди: поиск самой цели</translation>
    </message>
    <message>
        <source>not head-on: predict where it will be</source>
        <translation>не навстречу: предсказываем, где цель окажется</translation>
    </message>
    <message>
        <source>no circle ahead meets the feeler: no force, no braking</source>
        <translation>впереди ни один круг не задевает щуп: ни управляющего воздействия, ни торможения</translation>
    </message>
    <message>
        <source>positive: the circle is in front</source>
        <translation>положительно: круг впереди</translation>
    </message>
    <message>
        <source>turn 90° to the side away from the circle</source>
        <translation>поворот на 90° в сторону от круга</translation>
    </message>
    <message>
        <source>weaker when the circle is far along the feeler</source>
        <translation>тем слабее, чем дальше круг по щупу</translation>
    </message>
    <message>
        <source>brake: the closer the circle, the harder</source>
        <translation>торможение: чем ближе круг, тем сильнее</translation>
    </message>
    <message>
        <source>not there yet: keep this waypoint</source>
        <translation>ещё не дошёл: точка пути та же</translation>
    </message>
    <message>
        <source>last waypoint reached: loop back to the first</source>
        <translation>последняя точка пути достигнута: снова к первой</translation>
    </message>
    <message>
        <source>last waypoint reached: stay on it</source>
        <translation>последняя точка пути достигнута: остаёмся на ней</translation>
    </message>
    <message>
        <source>close enough: go on to the next waypoint</source>
        <translation>достаточно близко: к следующей точке пути</translation>
    </message>
    <message>
        <source>last point of an open path: arrive instead of seek</source>
        <translation>последняя точка незамкнутого пути: прибытие вместо поиска</translation>
    </message>
    <message>
        <source>only vehicles in front count</source>
        <translation>учитываются только персонажи впереди</translation>
    </message>
    <message>
        <source>variant without the front test: every vehicle around counts</source>
        <translation>вариант без проверки «впереди»: учитываются все персонажи вокруг</translation>
    </message>
    <message>
        <source>separation: flee from each one that is too close</source>
        <translation>разделение: избегание каждого, кто слишком близко</translation>
    </message>
    <message>
        <source>nobody in sight: no cohesion and no alignment</source>
        <translation>в поле зрения никого: ни сплочённости, ни выравнивания</translation>
    </message>
    <message>
        <source>v itself is in the sum but not in the count, as printed</source>
        <translation>как напечатано: сама v входит в сумму, но не в счёт</translation>
    </message>
    <message>
        <source>cohesion</source>
        <translation>сплочённость</translation>
    </message>
    <message>
        <source>alignment</source>
        <translation>выравнивание</translation>
    </message>
    <message>
        <source>alignment joins the force</source>
        <translation>выравнивание добавляется к управляющему воздействию</translation>
    </message>
    <message>
        <source>the offset is given in the leader&apos;s own frame</source>
        <translation>смещение задано в собственной системе координат ведущего</translation>
    </message>
    <message>
        <source>then arrive there</source>
        <translation>затем прибытие туда</translation>
    </message>
    <message>
        <source>%1 of %2 obstacles are farther than the cut-off: skipped</source>
        <translation>пропущено препятствий дальше отсечки: %1 из %2</translation>
    </message>
    <message>
        <source>the velocity is replaced: fixed speed, new direction</source>
        <translation>скорость заменяется: модуль скорости постоянный, направление новое</translation>
    </message>
    <message>
        <source>update</source>
        <translation>обновление</translation>
    </message>
    <message>
        <source>a plain vehicle: no steering</source>
        <translation>простой персонаж: без управления</translation>
    </message>
    <message>
        <source>bounce: the edge reflects the velocity</source>
        <translation>отскок: край отражает скорость</translation>
    </message>
    <message>
        <source>wrap: out one edge, in at the opposite one</source>
        <translation>перенос: ушёл за один край — появился у противоположного</translation>
    </message>
    <message>
        <source>No vehicle selected, or no frame computed yet.</source>
        <translation>Персонаж не выбран или ещё не рассчитан ни один кадр.</translation>
    </message>
    <message>
        <source>move</source>
        <translation>перемещение</translation>
    </message>
    <message>
        <source>circle ahead</source>
        <translation>круг впереди</translation>
    </message>
    <message>
        <source>push</source>
        <translation>толчок</translation>
    </message>
    <message>
        <source>the same force as seek computes</source>
        <translation>то же управляющее воздействие, что вычисляет поиск</translation>
    </message>
    <message>
        <source>flee subtracts it: its contribution is v − v_d, zero for a vehicle moving at maxSpeed straight at the target</source>
        <translation>избегание вычитает его: вклад равен v − v_d и обращается в нуль, если персонаж движется со скоростью maxSpeed прямо на цель</translation>
    </message>
    <message>
        <source>%1 of %2 circles ahead, %3 behind</source>
        <translation>кругов впереди: %1 из %2, позади: %3</translation>
    </message>
    <message>
        <source>circles behind (dotProd ≤ 0) are not tested further</source>
        <translation>круги позади (dotProd ≤ 0) дальше не проверяются</translation>
    </message>
    <message>
        <source>circle %1</source>
        <translation>круг %1</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>итог</translation>
    </message>
    <message>
        <source>%1 circle(s) hit: their forces add up</source>
        <translation>задето кругов: %1; их воздействия складываются</translation>
    </message>
    <message>
        <source>each brake scales the velocity the previous one left</source>
        <translation>каждое торможение умножает скорость, оставшуюся после предыдущего</translation>
    </message>
    <message>
        <source>the feeler line passes within the buffer</source>
        <translation>линия щупа проходит в пределах запаса</translation>
    </message>
    <message>
        <source>missed: the feeler line passes clear of the circle and its buffer</source>
        <translation>мимо: линия щупа проходит вне круга и его запаса</translation>
    </message>
    <message>
        <source>within the feeler&apos;s reach</source>
        <translation>в пределах длины щупа</translation>
    </message>
    <message>
        <source>missed: the circle is beyond the end of the feeler</source>
        <translation>мимо: круг дальше конца щупа</translation>
    </message>
    <message>
        <source>no collision ahead: this circle adds no force and no brake</source>
        <translation>столкновения впереди нет: этот круг не даёт ни управляющего воздействия, ни торможения</translation>
    </message>
    <message>
        <source>obstacle %1</source>
        <translation>препятствие %1</translation>
    </message>
    <message>
        <source>%1 — next step: frame %2 → %3</source>
        <translation>%1 — следующий шаг: кадр %2 → %3</translation>
    </message>
    <message>
        <source>simultaneous order: the others as they were at the start of this frame</source>
        <translation>одновременный порядок: остальные персонажи такие, какими были в начале этого кадра</translation>
    </message>
    <message>
        <source>in-turn order (FlockTest): vehicles before this one have already moved this frame</source>
        <translation>порядок по очереди (FlockTest): персонажи до этого уже сдвинулись в этом кадре</translation>
    </message>
    <message>
        <source>… and %1 more (%2 in all)</source>
        <translation>… и ещё %1 (всего %2)</translation>
    </message>
    <message>
        <source>the target starts faster than its maxSpeed (%1 &gt; %2), as the scenario sets it; its first update truncates the velocity, so from the next frame on |v_target| = %2</source>
        <translation>цель стартует быстрее своей maxSpeed (%1 &gt; %2), так задано в сценарии; при первом обновлении её скорость обрезается, поэтому со следующего кадра |v_target| = %2</translation>
    </message>
    <message>
        <source>at the target d = (0, 0): the book&apos;s Vector2D.normalize() turns a zero vector into (1, 0)</source>
        <translation>в цели d = (0, 0): Vector2D.normalize() из книги превращает нулевой вектор в (1, 0)</translation>
    </message>
    <message>
        <source>as printed in the Russian translation: a point behind the pursuer</source>
        <translation>как напечатано в русском переводе: точка позади преследователя</translation>
    </message>
    <message>
        <source>step within ±wanderRange/2, for the next frame (Russian translation)</source>
        <translation>шаг в пределах ±wanderRange/2, для следующего кадра (русский перевод)</translation>
    </message>
    <message>
        <source>as printed in the AS3 study notes, for the next frame</source>
        <translation>как напечатано в конспекте AS3, для следующего кадра</translation>
    </message>
    <message>
        <source>discarded: add() returns a new vector that nobody keeps (as printed in the AS3 study notes)</source>
        <translation>отброшено: add() возвращает новый вектор, который никто не сохраняет (как напечатано в конспекте AS3)</translation>
    </message>
    <message>
        <source>the Cocos port subtracts the average velocity</source>
        <translation>порт на Cocos вычитает среднюю скорость</translation>
    </message>
</context>
<context>
    <name>FormulaCopy</name>
    <message>
        <source>Copy as plain text</source>
        <translation>Копировать как текст</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Копировать как LaTeX</translation>
    </message>
    <message>
        <source>Copy the formulas with this frame&apos;s numbers as text, in the interface language</source>
        <translation>Скопировать формулы с числами этого кадра как текст на языке интерфейса</translation>
    </message>
    <message>
        <source>Copy the formulas with this frame&apos;s numbers as LaTeX (an align* environment: amsmath and amssymb)</source>
        <translation>Скопировать формулы с числами этого кадра в формате LaTeX (окружение align*: amsmath и amssymb)</translation>
    </message>
</context>
<context>
    <name>FormulaExplanation</name>
    <message>
        <source>Seek: the desired velocity points straight at the target at full speed (maxSpeed); the steering force is what must be added to the current velocity to get it. maxForce limits that force, so the vehicle turns in a curve and overshoots the target, then turns back.</source>
        <translation>Поиск: требуемая скорость направлена прямо на цель и равна полной скорости (maxSpeed); управляющее воздействие — это то, что нужно добавить к текущей скорости, чтобы получить требуемую. maxForce ограничивает это воздействие, поэтому персонаж поворачивает по дуге, проскакивает цель и возвращается.</translation>
    </message>
    <message>
        <source>Flee is seek turned round: the same desired velocity is computed, and the force is subtracted instead of added, so the vehicle steers away from the target.</source>
        <translation>Избегание — это поиск наоборот: вычисляется та же требуемая скорость, но управляющее воздействие не прибавляется, а вычитается, и персонаж уходит от цели.</translation>
    </message>
    <message>
        <source>Arrive is seek with a brake. Outside arrivalThreshold the desired speed is maxSpeed. Inside it the desired speed is maxSpeed·dist/arrivalThreshold: dist/arrivalThreshold is less than one, so the vehicle slows down as it comes closer, and the desired speed falls to zero on the target. The vehicle comes to rest there instead of overshooting as seek does.</source>
        <translation>Прибытие — это поиск с торможением. За порогом arrivalThreshold модуль требуемой скорости равен maxSpeed. Внутри него он равен maxSpeed·dist/arrivalThreshold: отношение dist/arrivalThreshold меньше единицы, поэтому персонаж замедляется по мере приближения, а на самой цели модуль требуемой скорости становится нулевым. Персонаж останавливается на цели, а не проскакивает её, как при поиске.</translation>
    </message>
    <message>
        <source>Pursue does not chase the target where it is but where it will be: it looks ahead lookAheadTime frames (the farther away, the farther ahead), predicts the target&apos;s position from its velocity and seeks that point. That is why the pursuer reaches a moving target before a plain seeker does.</source>
        <translation>Преследование гонится не за тем местом, где цель сейчас, а за тем, где она будет: персонаж заглядывает вперёд на lookAheadTime кадров (чем дальше цель, тем дальше прогноз), предсказывает её положение по её скорости и ищет эту точку. Поэтому преследователь настигает движущуюся цель раньше, чем простой поиск.</translation>
    </message>
    <message>
        <source>Evade is pursue turned round: predict where the pursuer will be after lookAheadTime frames and flee from that point.</source>
        <translation>Уклонение — это преследование наоборот: предсказываем, где преследователь будет через lookAheadTime кадров, и избегаем этой точки.</translation>
    </message>
    <message>
        <source>Wander: a small circle (wanderRadius) is placed wanderDistance in front of the vehicle, and the vehicle steers towards a point on it. Each frame the point moves along the circle by a small random step of wanderAngle. Because the direction changes only a little at a time, the vehicle meanders smoothly instead of twitching at random.</source>
        <translation>Блуждание: перед персонажем на расстоянии wanderDistance ставится небольшая окружность (радиус wanderRadius), и персонаж правит на точку на ней. Каждый кадр эта точка сдвигается по окружности на небольшой случайный шаг угла wanderAngle. Направление меняется понемногу, поэтому персонаж плавно бродит, а не дёргается случайным образом.</translation>
    </message>
    <message>
        <source>Object avoidance: the vehicle stretches a feeler avoidDistance long along its heading and projects the difference to each circle onto it. When the circle is ahead (dotProd &gt; 0), within the feeler&apos;s reach, and the feeler passes closer than radius + avoidBuffer, the vehicle turns 90° rather than 180°: think of the cheetah chasing the antelope, where a sharp turn escapes the hunter better than running back. The turn is stronger the nearer the circle (1 − |projection|/|feeler|), and the vehicle brakes, multiplying its velocity by |projection|/|feeler|: the closer the obstacle, the harder it brakes while turning.</source>
        <translation>Избегание препятствий: персонаж вытягивает вдоль своего направления щуп длиной avoidDistance и проецирует на него вектор разности difference до каждого круга. Если круг впереди (dotProd &gt; 0), в пределах щупа и щуп проходит ближе, чем radius + avoidBuffer, персонаж поворачивает на 90°, а не на 180°: вспомните гепарда, который гонится за антилопой, — резкий поворот спасает от хищника лучше, чем бегство назад. Чем ближе круг, тем сильнее поворот (1 − |projection|/|feeler|), и персонаж тормозит, умножая скорость на |projection|/|feeler|: чем ближе препятствие, тем сильнее торможение на повороте.</translation>
    </message>
    <message>
        <source>Path following seeks the current waypoint. As soon as the vehicle is closer than pathThreshold it takes the next one; after the last waypoint it loops back to the first. On an open path it arrives at the last point instead of seeking it, so it stops there.</source>
        <translation>Следование пути — это поиск текущей точки пути. Как только персонаж оказывается ближе pathThreshold, он берёт следующую точку; после последней снова идёт к первой. На незамкнутом пути к последней точке применяется прибытие вместо поиска, и персонаж останавливается на ней.</translation>
    </message>
    <message>
        <source>Flocking combines three simple rules: separation (flee from every vehicle that is too close), cohesion (seek the average position of the vehicles in sight) and alignment (steer towards their average velocity). No vehicle knows the whole flock, only its neighbours in sight.</source>
        <translation>Стая складывается из трёх простых правил: разделение (избегание каждого, кто слишком близко), сплочённость (поиск среднего положения персонажей в поле зрения) и выравнивание (подстройка под их среднюю скорость). Ни один персонаж не знает всю стаю — только соседей в поле зрения.</translation>
    </message>
    <message>
        <source>Offset pursuit: the follower chases a point fixed in the leader&apos;s own frame (offset.x along the leader&apos;s side, offset.y along its heading), so the followers keep formation when the leader turns. Like pursue it predicts where that point will be, and it arrives there, so it slows down in its place.</source>
        <translation>Преследование со смещением: ведомый гонится за точкой, закреплённой в собственной системе координат ведущего (offset.x вдоль его бока, offset.y вдоль направления), поэтому ведомые держат строй, когда ведущий поворачивает. Как и при преследовании, он предсказывает, где окажется эта точка, и применяет прибытие, поэтому замедляется на своём месте.</translation>
    </message>
    <message>
        <source>Lennard-Jones avoidance: every obstacle closer than the cut-off pushes the vehicle away along r with the potential U = −A/dⁿ + B/dᵐ, where d = |r|/radius. The repulsive term B/dᵐ grows very fast as the vehicle comes close; the attractive term −A/dⁿ (zero by default) would pull it in from farther away. The push is added to the velocity and the speed is then fixed, so only the direction changes.</source>
        <translation>Избегание по Леннард-Джонсу: каждое препятствие ближе отсечки отталкивает персонажа вдоль r с потенциалом U = −A/dⁿ + B/dᵐ, где d = |r|/radius. Отталкивающий член B/dᵐ очень быстро растёт при сближении; притягивающий член −A/dⁿ (по умолчанию ноль) притягивал бы издалека. Толчок прибавляется к скорости, после чего модуль скорости фиксируется, так что меняется только направление.</translation>
    </message>
    <message>
        <source>inSight only looks ahead: a vehicle counts only if it is within inSightDist and in front (the dot product of the difference and the heading is not negative). A bird follows the birds ahead and ignores those behind, so a flock can split into groups that go their own ways.</source>
        <translation>inSight смотрит только вперёд: персонаж учитывается, только если он ближе inSightDist и находится впереди (скалярное произведение разности и направления неотрицательно). Птица следует за теми, кто впереди, и не замечает тех, кто сзади, поэтому стая может распасться на группы, которые летят каждая своим путём.</translation>
    </message>
    <message>
        <source>Variant of the Cocos port: the look-ahead also counts the target&apos;s own speed, lookAheadTime = dist/(maxSpeed + |target.v|), so it predicts less far ahead; and when the target is in front and coming head-on (heading·target.heading &lt; −0.95) the pursuer seeks the target itself, because predicting is no use then.</source>
        <translation>Вариант порта на Cocos: время прогноза учитывает и модуль скорости самой цели, lookAheadTime = dist/(maxSpeed + |target.v|), поэтому прогноз короче; а когда цель впереди и идёт навстречу (heading·target.heading &lt; −0.95), преследователь ищет саму цель, потому что прогноз тогда бесполезен.</translation>
    </message>
    <message>
        <source>Variant of the Cocos port: the look-ahead also counts the pursuer&apos;s own speed, lookAheadTime = dist/(maxSpeed + |target.v|), so the evader predicts less far ahead.</source>
        <translation>Вариант порта на Cocos: время прогноза учитывает и модуль скорости преследователя, lookAheadTime = dist/(maxSpeed + |target.v|), поэтому уклоняющийся заглядывает не так далеко.</translation>
    </message>
    <message>
        <source>The book&apos;s look-ahead (the AS3 study notes and the Russian translation): lookAheadTime = dist/maxSpeed, the frames this vehicle would need to cover the distance at full speed. The Cocos port also counts the target&apos;s speed; switch the variant to compare.</source>
        <translation>Прогноз по книге (конспект AS3 и русский перевод): lookAheadTime = dist/maxSpeed — столько кадров нужно персонажу, чтобы пройти это расстояние на полной скорости. Порт на Cocos учитывает ещё и модуль скорости цели; переключите вариант, чтобы сравнить.</translation>
    </message>
    <message>
        <source>Variant as printed in the Russian translation: predictedTarget = target.p − target.v·t, a point behind the pursuer. The evader flees from where the pursuer came from, not from where it is going, so a pursuer coming straight at it is dodged late or in the wrong direction. The AS3 study notes add target.v·t.</source>
        <translation>Вариант, как напечатано в русском переводе: predictedTarget = target.p − target.v·t — точка позади преследователя. Уклоняющийся убегает от того места, откуда преследователь пришёл, а не куда он движется, поэтому от преследователя, идущего прямо на него, он уходит поздно или не в ту сторону. В конспекте AS3 target.v·t прибавляется.</translation>
    </message>
    <message>
        <source>Where the AS3 study notes&apos; text and code disagree, this program follows the code. The text says the circle is in front when dotProd is less than 0, but the code tests dotProd &gt; 0 (a positive projection on the heading is in front). The text says a collision is near when dist is less than the circle&apos;s radius, but the code tests dist &lt; radius + avoidBuffer, so the vehicle keeps a margin.</source>
        <translation>Там, где текст и код конспекта AS3 расходятся, программа следует коду. В тексте сказано, что препятствие впереди, когда dotProd меньше 0, а код проверяет dotProd &gt; 0 (впереди — положительная проекция на направление движения). В тексте столкновение близко, когда dist меньше радиуса круга, а код проверяет dist &lt; radius + avoidBuffer, так что персонаж держит запас.</translation>
    </message>
    <message>
        <source>Variant as printed in the AS3 study notes: wanderAngle += random() − 0.5·wanderRange. Because of operator precedence this equals the Russian translation&apos;s random()·wanderRange − wanderRange·0.5 only when wanderRange = 1. With any other range the step is no longer centred on zero, so the vehicle keeps turning to one side and runs in circles.</source>
        <translation>Вариант, как напечатано в конспекте AS3: wanderAngle += random() − 0.5·wanderRange. Из-за приоритета операций это совпадает с random()·wanderRange − wanderRange·0.5 из русского перевода только при wanderRange = 1. При любом другом значении шаг уже не симметричен относительно нуля, и персонаж всё время поворачивает в одну сторону, бегая по кругу.</translation>
    </message>
    <message>
        <source>The step as in the Russian translation: random()·wanderRange − wanderRange·0.5, evenly spread within ±wanderRange/2. The AS3 study notes print random() − 0.5·wanderRange, which is the same only when wanderRange = 1.</source>
        <translation>Шаг как в русском переводе: random()·wanderRange − wanderRange·0.5, равномерно в пределах ±wanderRange/2. В конспекте AS3 напечатано random() − 0.5·wanderRange, что совпадает только при wanderRange = 1.</translation>
    </message>
    <message>
        <source>The AS3 study notes&apos; text says inSight attends to the birds behind, but its code keeps those in front (dot product ≥ 0) and drops those behind; this program follows the code.</source>
        <translation>В тексте конспекта AS3 сказано, что inSight следит за птицами позади, но код оставляет тех, кто впереди (скалярное произведение ≥ 0), и отбрасывает тех, кто позади; программа следует коду.</translation>
    </message>
    <message>
        <source>Variant without the front test: every vehicle within inSightDist counts, behind as well as ahead. As the AS3 study notes predict, the whole flock then always stays together in one group and never splits.</source>
        <translation>Вариант без проверки «впереди»: учитывается каждый персонаж ближе inSightDist — и сзади, и спереди. Как и предсказано в конспекте AS3, вся стая тогда всегда держится одной группой и никогда не распадается.</translation>
    </message>
    <message>
        <source>Variant as printed in the AS3 study notes: _steeringForce.add(averageVelocity.subtract(_velocity)). add() returns a new vector and leaves the force unchanged, so the alignment is computed and thrown away: the flock only separates and coheres, and the vehicles do not line up their headings.</source>
        <translation>Вариант, как напечатано в конспекте AS3: _steeringForce.add(averageVelocity.subtract(_velocity)). add() возвращает новый вектор и не меняет управляющее воздействие, поэтому выравнивание вычисляется и выбрасывается: стая только разделяется и сплачивается, а направления персонажей не выравниваются.</translation>
    </message>
    <message>
        <source>Variant of the Cocos port: steering −= averageVelocity. Each vehicle is pushed against its neighbours&apos; average velocity instead of towards it, so the flock does not line up.</source>
        <translation>Вариант порта на Cocos: F −= averageVelocity. Каждого персонажа толкает против средней скорости соседей, а не вдоль неё, поэтому стая не выравнивается.</translation>
    </message>
    <message>
        <source>Alignment as intended: steering += averageVelocity − v, so each vehicle turns towards the heading of its neighbours. The code printed in the AS3 study notes throws this sum away (add() returns a new vector); switch the variant to see the difference.</source>
        <translation>Выравнивание, как задумано: F += averageVelocity − v, так что каждый персонаж поворачивает к направлению соседей. Код, напечатанный в конспекте AS3, эту сумму выбрасывает (add() возвращает новый вектор); переключите вариант, чтобы увидеть разницу.</translation>
    </message>
</context>
<context>
    <name>FormulaPanel</name>
    <message>
        <source>Select a vehicle and step a frame to see its formulas.</source>
        <translation>Выберите персонажа и сделайте шаг на кадр, чтобы увидеть его формулы.</translation>
    </message>
    <message>
        <source>Click ◎ to show only this rule&apos;s vectors on the stage; click it again or press Esc to show everything</source>
        <translation>Нажмите ◎, чтобы на сцене остались только векторы этого правила; нажмите ещё раз или Esc, чтобы снова показать всё</translation>
    </message>
    <message>
        <source>The formulas of this step would give the answer away: they come back when you check your prediction.</source>
        <translation>Формулы этого шага выдали бы ответ: они вернутся, когда вы проверите свой прогноз.</translation>
    </message>
</context>
<context>
    <name>FormulaWhy</name>
    <message>
        <source>d points from the vehicle to the target: the target minus the position. Its direction is where to go, its length how far.</source>
        <translation>d направлен от персонажа к цели: цель минус положение. Его направление — куда двигаться, его длина — как далеко.</translation>
    </message>
    <message>
        <source>The length of the difference vector: how far apart the two points are, in pixels.</source>
        <translation>Длина вектора разности: расстояние между двумя точками в пикселях.</translation>
    </message>
    <message>
        <source>normalize keeps only the direction to the target (a vector of length 1); × maxSpeed makes it as long as the fastest the vehicle may go. That is the desired velocity.</source>
        <translation>normalize оставляет только направление на цель (вектор длины 1); умножение на maxSpeed делает его длиной в наибольшую скорость, разрешённую персонажу. Это и есть требуемая скорость.</translation>
    </message>
    <message>
        <source>The steering force is the difference between the velocity wanted and the velocity now: added to v, it would turn v into v_d in one step.</source>
        <translation>Управляющее воздействие — разность между нужной и текущей скоростью: прибавленное к v, оно за один шаг превратило бы v в v_d.</translation>
    </message>
    <message>
        <source>The same force as seek computes: the change that would turn v into v_d, the velocity straight at the target.</source>
        <translation>То же воздействие, что вычисляет поиск: изменение, которое превратило бы v в v_d — скорость прямо на цель.</translation>
    </message>
    <message>
        <source>Subtracting the seek force instead of adding it steers the opposite way: away from the target.</source>
        <translation>Если вычесть воздействие поиска, а не прибавить его, персонаж поворачивает в обратную сторону — прочь от цели.</translation>
    </message>
    <message>
        <source>Outside the arrival circle (radius arrivalThreshold) the vehicle may go at full speed, exactly as seek does.</source>
        <translation>Вне круга прибытия (радиус arrivalThreshold) персонаж может двигаться с полной скоростью, в точности как при поиске.</translation>
    </message>
    <message>
        <source>dist / arrivalThreshold is a fraction: 1 on the circle, 0 on the target. Multiplied by maxSpeed it makes the desired speed shrink in proportion to the distance left.</source>
        <translation>dist / arrivalThreshold — дробь: 1 на круге, 0 на цели. Умноженная на maxSpeed, она уменьшает нужный модуль скорости пропорционально оставшемуся расстоянию.</translation>
    </message>
    <message>
        <source>normalize keeps only the direction to the target; × speed sets how fast the vehicle wants to go: the desired velocity, slower the nearer the target.</source>
        <translation>normalize оставляет только направление на цель; умножение на speed задаёт, как быстро персонаж хочет двигаться: это требуемая скорость, тем меньше, чем ближе цель.</translation>
    </message>
    <message>
        <source>A dot product&apos;s sign tells a direction: toTarget·heading &gt; 0 means the target is in front; heading·target.heading &lt; −0.95 means the two headings point almost opposite ways (head-on).</source>
        <translation>Знак скалярного произведения говорит о направлении: toTarget·heading &gt; 0 — цель впереди; heading·target.heading &lt; −0.95 — направления почти противоположны (лоб в лоб).</translation>
    </message>
    <message>
        <source>The frames this vehicle would need to cover the distance at full speed: the farther the target, the farther ahead to look.</source>
        <translation>Сколько кадров нужно персонажу, чтобы пройти это расстояние на полной скорости: чем дальше цель, тем дальше прогноз.</translation>
    </message>
    <message>
        <source>Where the target will be after lookAheadTime frames if it keeps its velocity: its position plus velocity × time. Pursue seeks this point.</source>
        <translation>Где окажется цель через lookAheadTime кадров, если сохранит скорость: её положение плюс скорость × время. Преследование ищет эту точку.</translation>
    </message>
    <message>
        <source>Where the pursuer will be after lookAheadTime frames if it keeps its velocity. Evade flees from this point.</source>
        <translation>Где окажется преследователь через lookAheadTime кадров, если сохранит скорость. Уклонение избегает этой точки.</translation>
    </message>
    <message>
        <source>normalize(v) is the heading, the unit vector of the velocity; × wanderDistance places the circle&apos;s centre that far ahead of the vehicle.</source>
        <translation>normalize(v) — направление движения, единичный вектор скорости; умножение на wanderDistance ставит центр круга на таком расстоянии перед персонажем.</translation>
    </message>
    <message>
        <source>(cos a, sin a) is a vector of length 1 at the angle wanderAngle; × wanderRadius puts the point on the wander circle.</source>
        <translation>(cos a, sin a) — вектор длины 1 под углом wanderAngle; умножение на wanderRadius ставит точку на окружность блуждания.</translation>
    </message>
    <message>
        <source>The angle changes by a small random step, so the point slides a little along the circle each frame: the wandering is smooth, not jittery.</source>
        <translation>Угол меняется на небольшой случайный шаг, и точка каждый кадр немного сдвигается по кругу: блуждание плавное, без рывков.</translation>
    </message>
    <message>
        <source>The force points from the vehicle to the point on the circle: mostly forward, a little to one side.</source>
        <translation>Воздействие направлено от персонажа к точке на круге: в основном вперёд, немного вбок.</translation>
    </message>
    <message>
        <source>normalize(v) is the heading, the unit vector of the velocity; × avoidDistance makes the feeler that long, pointing where the vehicle goes.</source>
        <translation>normalize(v) — направление движения, единичный вектор скорости; умножение на avoidDistance даёт щуп такой длины, направленный туда, куда движется персонаж.</translation>
    </message>
    <message>
        <source>The sign of the dot product of the difference with the heading says where a circle is: positive in front, zero or negative beside or behind.</source>
        <translation>Знак скалярного произведения разности и направления движения говорит, где круг: положительный — впереди, ноль или отрицательный — сбоку или позади.</translation>
    </message>
    <message>
        <source>The statement says that some circle in front passes both tests; ✗ marks it false: there is nothing to avoid this frame.</source>
        <translation>Утверждение гласит, что какой-то круг впереди проходит обе проверки; ✗ означает, что оно ложно: в этом кадре избегать нечего.</translation>
    </message>
    <message>
        <source>Every circle hit adds its own force; the sum is the force of object avoidance.</source>
        <translation>Каждый задетый круг добавляет своё воздействие; сумма — воздействие избегания препятствий.</translation>
    </message>
    <message>
        <source>Each brake multiplies the velocity by a fraction below 1: with two circles hit the vehicle slows down twice.</source>
        <translation>Каждое торможение умножает скорость на дробь меньше 1: если задеты два круга, персонаж тормозит дважды.</translation>
    </message>
    <message>
        <source>From the vehicle to the circle&apos;s centre: the centre minus the position.</source>
        <translation>От персонажа к центру круга: центр минус положение.</translation>
    </message>
    <message>
        <source>The dot product with the heading (a unit vector) is how far the centre lies along the direction of travel. Its sign says whether the circle is ahead (positive) or behind.</source>
        <translation>Скалярное произведение с направлением движения (единичным вектором) — насколько далеко центр лежит по ходу движения. Его знак говорит, впереди круг (положительный) или позади.</translation>
    </message>
    <message>
        <source>The heading times dotProd: the point on the feeler&apos;s line nearest to the circle&apos;s centre.</source>
        <translation>Направление движения, умноженное на dotProd: точка на линии щупа, ближайшая к центру круга.</translation>
    </message>
    <message>
        <source>How far the feeler&apos;s line passes from the circle&apos;s centre.</source>
        <translation>На каком расстоянии от центра круга проходит линия щупа.</translation>
    </message>
    <message>
        <source>If the line passes closer than the radius plus the buffer, the vehicle would touch the circle or come too near it: a collision is ahead.</source>
        <translation>Если линия проходит ближе, чем радиус плюс запас, персонаж заденет круг или подойдёт к нему слишком близко: впереди столкновение.</translation>
    </message>
    <message>
        <source>The nearest point must lie within the feeler&apos;s length: a circle beyond its end is too far away to matter yet.</source>
        <translation>Ближайшая точка должна лежать в пределах длины щупа: круг за его концом пока слишком далеко, чтобы его учитывать.</translation>
    </message>
    <message>
        <source>One of the two tests failed, so this circle is no danger now.</source>
        <translation>Одна из двух проверок не пройдена, поэтому этот круг сейчас не опасен.</translation>
    </message>
    <message>
        <source>The heading turned by a right angle, to the side away from the circle, with the length maxSpeed: a sharp swerve sideways.</source>
        <translation>Направление движения, повёрнутое на прямой угол в сторону от круга, длиной maxSpeed: резкий отворот вбок.</translation>
    </message>
    <message>
        <source>|projection| / |feeler| is near 0 for a circle right at the vehicle and near 1 at the feeler&apos;s end: the nearer the circle, the stronger the turn.</source>
        <translation>|projection| / |feeler| — отношение длины проекции к длине щупа: около 0 для круга рядом с персонажем и около 1 у конца щупа. Чем ближе круг, тем резче поворот.</translation>
    </message>
    <message>
        <source>The velocity is multiplied by |projection| / |feeler|, a fraction below 1: the nearer the circle, the harder the vehicle brakes.</source>
        <translation>Скорость умножается на |projection| / |feeler| (отношение проекции к щупу, меньше 1): чем ближе круг, тем сильнее персонаж тормозит.</translation>
    </message>
    <message>
        <source>The waypoint the vehicle heads for now: the point of the path numbered pathIndex.</source>
        <translation>Точка пути, к которой персонаж движется сейчас: точка с номером pathIndex.</translation>
    </message>
    <message>
        <source>Once closer than pathThreshold the waypoint counts as reached and the next one is taken; otherwise the index stays.</source>
        <translation>Как только расстояние меньше pathThreshold, точка пути считается достигнутой и берётся следующая; иначе номер не меняется.</translation>
    </message>
    <message>
        <source>On an open path the last point is approached with arrive, so the vehicle brakes and stops on it.</source>
        <translation>На незамкнутом пути персонаж подходит к последней точке с прибытием, поэтому тормозит и останавливается на ней.</translation>
    </message>
    <message>
        <source>A neighbour counts only within inSightDist; with the front test, only if its dot product with the heading is not negative, that is, if it is in front.</source>
        <translation>Сосед учитывается только в пределах inSightDist; с проверкой «впереди» — ещё и если его скалярное произведение с направлением движения неотрицательно, то есть он впереди.</translation>
    </message>
    <message>
        <source>How many neighbours are in sight: the averages below divide by this number.</source>
        <translation>Сколько соседей в поле зрения: средние ниже делятся на это число.</translation>
    </message>
    <message>
        <source>Whether the neighbours are seen where they were at the start of the frame or where they have already moved to changes the numbers above.</source>
        <translation>От того, видны ли соседи там, где были в начале кадра, или там, куда уже сдвинулись, зависят числа выше.</translation>
    </message>
    <message>
        <source>A neighbour nearer than tooCloseDist is too close: separation flees from each of them.</source>
        <translation>Сосед ближе tooCloseDist — слишком близко: разделение избегает каждого такого соседа.</translation>
    </message>
    <message>
        <source>Each flee steers away from one neighbour that is too close; their forces add up to the separation force F_sep.</source>
        <translation>Каждое избегание уводит от одного слишком близкого соседа; их воздействия в сумме дают воздействие разделения F_sep.</translation>
    </message>
    <message>
        <source>With nobody in sight there is nothing to average, so cohesion and alignment add nothing.</source>
        <translation>Если в поле зрения никого нет, усреднять нечего, и сплочённость с выравниванием ничего не добавляют.</translation>
    </message>
    <message>
        <source>The mean of the velocities: which way and how fast the neighbours go on average. Alignment steers towards it.</source>
        <translation>Среднее скоростей: куда и как быстро соседи движутся в среднем. Выравнивание направляет к нему.</translation>
    </message>
    <message>
        <source>The centre of the neighbours in sight. Cohesion seeks this point.</source>
        <translation>Центр соседей в поле зрения. Сплочённость ищет эту точку.</translation>
    </message>
    <message>
        <source>The change that would turn v into the neighbours&apos; average velocity: the force of alignment.</source>
        <translation>Изменение, которое превратило бы v в среднюю скорость соседей: воздействие выравнивания.</translation>
    </message>
    <message>
        <source>Alignment is added to the steering force, together with separation and cohesion.</source>
        <translation>Выравнивание прибавляется к управляющему воздействию вместе с разделением и сплочённостью.</translation>
    </message>
    <message>
        <source>add() returns a new vector and leaves the force unchanged; nothing keeps the result, so alignment has no effect.</source>
        <translation>add() возвращает новый вектор и не меняет воздействие; результат никто не сохраняет, поэтому выравнивание ни на что не влияет.</translation>
    </message>
    <message>
        <source>Subtracting the average velocity steers against the neighbours&apos; direction instead of along it.</source>
        <translation>Вычитание средней скорости направляет против движения соседей, а не вдоль него.</translation>
    </message>
    <message>
        <source>heading is the unit vector of the leader&apos;s velocity and side is heading turned by a right angle: the leader&apos;s own axes.</source>
        <translation>heading — единичный вектор скорости ведущего, side — heading, повёрнутый на прямой угол: собственные оси ведущего.</translation>
    </message>
    <message>
        <source>The offset is given along the leader&apos;s side and heading; these dot products turn it into the stage&apos;s own directions.</source>
        <translation>Смещение задано вдоль side и heading ведущего; эти скалярные произведения переводят его в направления самой сцены.</translation>
    </message>
    <message>
        <source>The place in formation: the leader&apos;s position plus the offset.</source>
        <translation>Место в строю: положение ведущего плюс смещение.</translation>
    </message>
    <message>
        <source>Where the place in formation will be after lookAheadTime frames; the follower arrives there, slowing down in its place.</source>
        <translation>Где будет место в строю через lookAheadTime кадров; ведомый прибывает туда и замедляется на своём месте.</translation>
    </message>
    <message>
        <source>Obstacles farther than the cut-off distance are not computed at all: their push would be tiny.</source>
        <translation>Препятствия дальше расстояния отсечки вообще не считаются: их толчок был бы ничтожен.</translation>
    </message>
    <message>
        <source>From the obstacle&apos;s centre to the vehicle: the direction the push will have.</source>
        <translation>От центра препятствия к персонажу: направление будущего толчка.</translation>
    </message>
    <message>
        <source>This obstacle is within the cut-off distance, so it pushes.</source>
        <translation>Это препятствие в пределах расстояния отсечки, поэтому оно отталкивает.</translation>
    </message>
    <message>
        <source>The distance measured in obstacle radii: 1 on the obstacle&apos;s rim, more farther out.</source>
        <translation>Расстояние, измеренное в радиусах препятствия: 1 на его краю, дальше — больше.</translation>
    </message>
    <message>
        <source>The potential: B/dᵐ (repulsion) grows very fast as d gets small; −A/dⁿ (attraction, zero by default) would pull the vehicle in from farther away.</source>
        <translation>Потенциал: B/dᵐ (отталкивание) очень быстро растёт при малом d; −A/dⁿ (притяжение, по умолчанию ноль) притягивало бы персонажа издалека.</translation>
    </message>
    <message>
        <source>normalize keeps only the direction away from the obstacle; × U sets the push&apos;s strength.</source>
        <translation>normalize оставляет только направление от препятствия; умножение на U задаёт величину толчка.</translation>
    </message>
    <message>
        <source>The push is added to the velocity.</source>
        <translation>Толчок прибавляется к скорости.</translation>
    </message>
    <message>
        <source>The speed is set back to ljSpeed and the direction kept: the push changes only where the vehicle goes, not how fast.</source>
        <translation>Модуль скорости снова делается равным ljSpeed, направление сохраняется: толчок меняет только то, куда движется персонаж, но не как быстро.</translation>
    </message>
    <message>
        <source>The forces of all the behaviour calls of this frame add up to one steering force.</source>
        <translation>Воздействия всех вызовов поведений в этом кадре складываются в одно управляющее воздействие.</translation>
    </message>
    <message>
        <source>truncate: if the force is longer than maxForce it is cut to maxForce; the direction is kept. That is why a vehicle turns in a curve and not on the spot.</source>
        <translation>truncate: если воздействие длиннее maxForce, оно укорачивается до maxForce, направление сохраняется. Поэтому персонаж поворачивает по дуге, а не на месте.</translation>
    </message>
    <message>
        <source>Newton&apos;s law: the same force accelerates a heavier vehicle less.</source>
        <translation>Закон Ньютона: то же воздействие разгоняет более тяжёлого персонажа слабее.</translation>
    </message>
    <message>
        <source>The acceleration changes the velocity; truncate: if the result is faster than maxSpeed it is cut to maxSpeed, the direction is kept.</source>
        <translation>Ускорение меняет скорость; truncate: если результат больше maxSpeed, он укорачивается до maxSpeed, направление сохраняется.</translation>
    </message>
    <message>
        <source>truncate: a velocity longer than maxSpeed is cut to maxSpeed, the direction is kept; a slower one stays as it is.</source>
        <translation>truncate: скорость длиннее maxSpeed укорачивается до maxSpeed, направление сохраняется; меньшая остаётся как есть.</translation>
    </message>
    <message>
        <source>One frame&apos;s move: the velocity is the distance travelled in one frame, in pixels.</source>
        <translation>Перемещение за кадр: скорость — это расстояние, пройденное за один кадр, в пикселях.</translation>
    </message>
    <message>
        <source>At the stage&apos;s edge, bounce reflects the velocity, like a ball off a wall.</source>
        <translation>У края сцены отскок отражает скорость, как мяч от стены.</translation>
    </message>
    <message>
        <source>At the stage&apos;s edge, wrap takes the vehicle out at one side and in at the opposite side.</source>
        <translation>У края сцены перенос выводит персонажа с одной стороны и вводит с противоположной.</translation>
    </message>
    <message>
        <source>The Cocos port divides by both speeds added: the two close in on each other, so the look-ahead is shorter than the book&apos;s.</source>
        <translation>Порт Cocos делит на сумму модулей обеих скоростей: они сближаются, поэтому время прогноза короче, чем в книге.</translation>
    </message>
    <message>
        <source>As printed in the Russian translation the travel is subtracted: the point lies behind the pursuer, where it came from, not where it is going.</source>
        <translation>Как напечатано в русском переводе, путь вычитается: точка лежит позади преследователя — там, откуда он пришёл, а не куда он движется.</translation>
    </message>
    <message>
        <source>Both speeds added, as in the Cocos port: how many frames ahead to predict the place in formation.</source>
        <translation>Модули обеих скоростей складываются, как в порте Cocos: на сколько кадров вперёд прогнозировать место в строю.</translation>
    </message>
</context>
<context>
    <name>GlossaryPanel</name>
    <message>
        <source>Glossary</source>
        <translation>Глоссарий</translation>
    </message>
    <message>
        <source>The terms in English, Chinese and Russian side by side, with a note where a word misleads</source>
        <translation>Термины на английском, китайском и русском рядом, с пояснением там, где слово может сбить с толку</translation>
    </message>
    <message>
        <source>Search in any language, or a parameter name</source>
        <translation>Поиск на любом языке или по имени параметра</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>Select a term to see it in the three languages with its notes.</source>
        <translation>Выберите термин, чтобы увидеть его на трёх языках с пояснениями.</translation>
    </message>
    <message>
        <source>Double-click to read about this article in Help → Sources</source>
        <translation>Дважды щёлкните, чтобы прочитать об этой статье в «Справка → Источники»</translation>
    </message>
    <message>
        <source>The articles&apos; terms in the three languages of the class, with the article each comes from. A note says where a word means something else in everyday speech.</source>
        <translation>Термины исходных статей на трёх языках занятия и статья, из которой взят каждый. Пояснение подсказывает, где слово в обычной речи значит другое.</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Статья</translation>
    </message>
</context>
<context>
    <name>ItemKind</name>
    <message>
        <source>velocity</source>
        <translation>скорость</translation>
    </message>
    <message>
        <source>desired velocity</source>
        <translation>требуемая скорость</translation>
    </message>
    <message>
        <source>steering force</source>
        <translation>управляющее воздействие</translation>
    </message>
    <message>
        <source>total steering force</source>
        <translation>суммарное управляющее воздействие</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>predicted target</source>
        <translation>предсказанная цель</translation>
    </message>
    <message>
        <source>look-ahead</source>
        <translation>прогноз</translation>
    </message>
    <message>
        <source>arrival threshold</source>
        <translation>порог прибытия</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>разность</translation>
    </message>
    <message>
        <source>feeler</source>
        <translation>щуп</translation>
    </message>
    <message>
        <source>projection</source>
        <translation>проекция</translation>
    </message>
    <message>
        <source>distance to feeler</source>
        <translation>расстояние до щупа</translation>
    </message>
    <message>
        <source>radius + buffer</source>
        <translation>радиус + запас</translation>
    </message>
    <message>
        <source>braked velocity</source>
        <translation>скорость после торможения</translation>
    </message>
    <message>
        <source>wander circle centre</source>
        <translation>центр окружности блуждания</translation>
    </message>
    <message>
        <source>wander circle</source>
        <translation>окружность блуждания</translation>
    </message>
    <message>
        <source>wander offset</source>
        <translation>смещение блуждания</translation>
    </message>
    <message>
        <source>in sight</source>
        <translation>в поле зрения</translation>
    </message>
    <message>
        <source>too close</source>
        <translation>слишком близко</translation>
    </message>
    <message>
        <source>neighbour in sight</source>
        <translation>сосед в поле зрения</translation>
    </message>
    <message>
        <source>average position</source>
        <translation>среднее положение</translation>
    </message>
    <message>
        <source>average velocity</source>
        <translation>средняя скорость</translation>
    </message>
    <message>
        <source>alignment</source>
        <translation>выравнивание</translation>
    </message>
    <message>
        <source>waypoint</source>
        <translation>точка пути</translation>
    </message>
    <message>
        <source>path threshold</source>
        <translation>порог пути</translation>
    </message>
    <message>
        <source>offset point</source>
        <translation>точка смещения</translation>
    </message>
    <message>
        <source>leader&apos;s frame</source>
        <translation>система координат ведущего</translation>
    </message>
    <message>
        <source>cut-off distance</source>
        <translation>расстояние отсечки</translation>
    </message>
    <message>
        <source>push</source>
        <translation>толчок</translation>
    </message>
    <message>
        <source>velocity at fixed speed</source>
        <translation>скорость с постоянным модулем</translation>
    </message>
    <message>
        <source>velocity plus push</source>
        <translation>скорость плюс толчок</translation>
    </message>
    <message>
        <source>flee: force subtracted</source>
        <translation>избегание: вычитаемое воздействие</translation>
    </message>
    <message>
        <source>steering force: separation</source>
        <translation>управляющее воздействие: разделение</translation>
    </message>
    <message>
        <source>steering force: cohesion</source>
        <translation>управляющее воздействие: сплочённость</translation>
    </message>
    <message>
        <source>steering force: wander</source>
        <translation>управляющее воздействие: блуждание</translation>
    </message>
    <message>
        <source>steering force: object avoidance</source>
        <translation>управляющее воздействие: избегание препятствий</translation>
    </message>
    <message>
        <source>steering force: separation, sum</source>
        <translation>управляющее воздействие: разделение, сумма</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>vector scale ×%1</source>
        <translation>масштаб векторов ×%1</translation>
    </message>
    <message>
        <source>Next step: vectors from the position shown</source>
        <translation>Следующий шаг: векторы от показанного положения</translation>
    </message>
    <message>
        <source>ghost: position after the step</source>
        <translation>контур: положение после шага</translation>
    </message>
    <message>
        <source>too close: disc of radius tooCloseDist (in sight only)</source>
        <translation>слишком близко: круг радиуса tooCloseDist (только в поле зрения)</translation>
    </message>
    <message>
        <source>target: used in this step</source>
        <translation>цель: взята на этом шаге</translation>
    </message>
    <message>
        <source>pointer target: drag it</source>
        <translation>цель-указатель: можно перетащить</translation>
    </message>
    <message>
        <source>pointer target</source>
        <translation>цель-указатель</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
</context>
<context>
    <name>LennardJonesPlot</name>
    <message>
        <source>U(d) = −A/dⁿ + B/dᵐ   A = %1, B = %2, n = %3, m = %4</source>
        <translation>U(d) = −A/dⁿ + B/dᵐ   A = %1, B = %2, n = %3, m = %4</translation>
    </message>
    <message>
        <source>d = |r| / radius</source>
        <translation>d = |r| / радиус</translation>
    </message>
    <message>
        <source>potential U</source>
        <translation>потенциал U</translation>
    </message>
    <message>
        <source>cut-off %1</source>
        <translation>отсечка %1</translation>
    </message>
    <message>
        <source>distance |r| (px)</source>
        <translation>расстояние |r| (пикс.)</translation>
    </message>
    <message>
        <source>push |u|</source>
        <translation>толчок |u|</translation>
    </message>
    <message>
        <source>radius %1</source>
        <translation>радиус %1</translation>
    </message>
    <message>
        <source>player&apos;s distance now</source>
        <translation>текущее расстояние персонажа</translation>
    </message>
    <message>
        <source>%1 of %2 beyond the cut-off</source>
        <translation>%1 из %2 дальше отсечки</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>%1 applies to the whole world, not to one vehicle</source>
        <translation>%1 относится ко всему миру, а не к одному персонажу</translation>
    </message>
    <message>
        <source>%1 is not a parameter of one vehicle: it belongs in &quot;parameters&quot;</source>
        <translation>%1 — не параметр отдельного персонажа: его место в &quot;parameters&quot;</translation>
    </message>
    <message>
        <source>%1 is set when the scenario starts: it belongs in &quot;parameters&quot;, not in the input</source>
        <translation>%1 задаётся при запуске сценария: его место в &quot;parameters&quot;, а не среди действий</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4</source>
        <translation>%1: значение должно быть целым числом от %2 до %3, а не %4</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1: значение должно быть от %2 до %3, а не %4</translation>
    </message>
    <message>
        <source>%1 must be greater than %2 and at most %3, not %4</source>
        <translation>%1: значение должно быть больше %2 и не больше %3, а не %4</translation>
    </message>
    <message>
        <source>Lesson &apos;%1&apos;, at %2: %3</source>
        <translation>Урок «%1», место %2: %3</translation>
    </message>
    <message>
        <source>Lesson &apos;%1&apos;: %2</source>
        <translation>Урок «%1»: %2</translation>
    </message>
    <message>
        <source>The lesson could not be saved as &apos;%1&apos;: %2. An existing file of that name is left as it was.</source>
        <translation>Не удалось сохранить урок как «%1»: %2. Существующий файл с этим именем остался прежним.</translation>
    </message>
    <message>
        <source>a frame range [first, last]</source>
        <translation>диапазон кадров [первый, последний]</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a position [x, y]</source>
        <translation>положение [x, y]</translation>
    </message>
    <message>
        <source>a seed above %1 must be written as text, e.g. &quot;%2&quot;</source>
        <translation>зерно больше %1 нужно записывать текстом, например &quot;%2&quot;</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>ожидается: %1; в файле: %2</translation>
    </message>
    <message>
        <source>frame %1 comes before frame %2 of the event before it: input events must be in frame order</source>
        <translation>кадр %1 идёт раньше кадра %2 предыдущего события: действия должны идти по порядку кадров</translation>
    </message>
    <message>
        <source>frame %1 is after the lesson&apos;s last frame (%2)</source>
        <translation>кадр %1 идёт после последнего кадра урока (%2)</translation>
    </message>
    <message>
        <source>input at frame %1: %2</source>
        <translation>действие в кадре %1: %2</translation>
    </message>
    <message>
        <source>must be 16 hexadecimal digits, e.g. &quot;%1&quot;, not &apos;%2&apos;</source>
        <translation>должно состоять из 16 шестнадцатеричных цифр, например &quot;%1&quot;, а не «%2»</translation>
    </message>
    <message>
        <source>must be a colour written #rrggbb, e.g. &quot;#d04010&quot;, not &apos;%1&apos;</source>
        <translation>должно быть цветом в виде #rrggbb, например &quot;#d04010&quot;, а не «%1»</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>должно быть конечным числом</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation>должно быть целым числом от %1 до %2, а не %3</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>должно быть целым числом от 0 до 18446744073709551615, а не «%1»</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>должно быть от %1 до %2, а не %3</translation>
    </message>
    <message>
        <source>needs a text in at least one language (en, zh_CN or ru)</source>
        <translation>нужен текст хотя бы на одном языке (en, zh_CN или ru)</translation>
    </message>
    <message>
        <source>no obstacle number %1 (obstacles in this scenario: %2, numbered from 0)</source>
        <translation>нет препятствия номер %1 (препятствий в этом сценарии: %2, нумерация с 0)</translation>
    </message>
    <message>
        <source>no vehicle &apos;%1&apos; in scenario &apos;%2&apos;</source>
        <translation>в сценарии «%2» нет персонажа «%1»</translation>
    </message>
    <message>
        <source>no vehicle &apos;%1&apos; in scenario &apos;%2&apos; (vehicles: %3)</source>
        <translation>в сценарии «%2» нет персонажа «%1» (персонажи: %3)</translation>
    </message>
    <message>
        <source>no vehicle number %1 in this scenario</source>
        <translation>в этом сценарии нет персонажа номер %1</translation>
    </message>
    <message>
        <source>no waypoint number %1 (waypoints at this point of the input: %2, numbered from 0)</source>
        <translation>нет точки пути номер %1 (точек пути к этому месту записи: %2, нумерация с 0)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null (пустое значение)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply (at byte %1)</source>
        <translation>JSON вложен слишком глубоко (на байте %1)</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>файл не удаётся прочитать: %1</translation>
    </message>
    <message>
        <source>the file ends too early, at byte %1: it is cut off (truncated)</source>
        <translation>файл обрывается слишком рано, на байте %1: он обрезан</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>the file is too large: %1 MB (a lesson is at most %2 MB)</source>
        <translation>файл слишком велик: %1 МБ (урок — не больше %2 МБ)</translation>
    </message>
    <message>
        <source>the folder does not let a new file be written there</source>
        <translation>в эту папку нельзя записать новый файл</translation>
    </message>
    <message>
        <source>the frame to open at (%1) is after the lesson&apos;s last frame (%2)</source>
        <translation>кадр, с которого урок открывается (%1), идёт после последнего кадра урока (%2)</translation>
    </message>
    <message>
        <source>the last frame %1 is before the first frame %2</source>
        <translation>последний кадр %1 идёт раньше первого кадра %2</translation>
    </message>
    <message>
        <source>the last frame must be a whole number from 0 to %1, not %2</source>
        <translation>последний кадр должен быть целым числом от 0 до %1, а не %2</translation>
    </message>
    <message>
        <source>the recorded input does not replay: %1</source>
        <translation>записанные действия не воспроизводятся: %1</translation>
    </message>
    <message>
        <source>the scenario cannot be set up: %1</source>
        <translation>сценарий не удаётся настроить: %1</translation>
    </message>
    <message>
        <source>the text is not UTF-8 (at byte %1)</source>
        <translation>текст не в кодировке UTF-8 (на байте %1)</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>there is not enough memory to read it</source>
        <translation>не хватает памяти, чтобы его прочитать</translation>
    </message>
    <message>
        <source>this field is missing</source>
        <translation>это поле отсутствует</translation>
    </message>
    <message>
        <source>this field is missing: a lesson starts with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>это поле отсутствует: урок начинается с &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>this is a folder, not a lesson file</source>
        <translation>это папка, а не файл урока</translation>
    </message>
    <message>
        <source>this is not a Steering Lab lesson: expected an object starting with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>это не урок Steering Lab: ожидается объект, начинающийся с &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>this is not a Steering Lab lesson: the format is &apos;%1&apos;, expected &apos;%2&apos;</source>
        <translation>это не урок Steering Lab: формат «%1», а ожидается «%2»</translation>
    </message>
    <message>
        <source>this is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>this is not valid JSON: a syntax error near byte %1 (line %2, column %3)</source>
        <translation>это не правильный JSON: синтаксическая ошибка около байта %1 (строка %2, столбец %3)</translation>
    </message>
    <message>
        <source>too many elements: %1 (at most %2)</source>
        <translation>слишком много элементов: %1 (не больше %2)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false (да или нет)</translation>
    </message>
    <message>
        <source>unknown annotation kind &apos;%1&apos; (valid: text, arrow)</source>
        <translation>неизвестный вид пометки «%1» (допустимые: text, arrow)</translation>
    </message>
    <message>
        <source>unknown choice &apos;%1&apos; for %2 (valid: %3)</source>
        <translation>неизвестный выбор «%1» для %2 (допустимые: %3)</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестное поле «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>unknown input type &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестный тип действия «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестный вид элемента «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестный параметр «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>unknown scenario &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестный сценарий «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>unknown variant switch &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестный переключатель варианта «%1» (допустимые: %2)</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (up to %2): open it with a newer Steering Lab</source>
        <translation>версия %1 новее, чем читает эта программа (до %2): откройте файл более новой версией Steering Lab</translation>
    </message>
    <message>
        <source>writing failed (is the disk full?)</source>
        <translation>запись не удалась (диск заполнен?)</translation>
    </message>
    <message>
        <source>no vehicle &apos;%1&apos; at this point of the input</source>
        <translation>в этом месте ввода нет персонажа «%1»</translation>
    </message>
    <message>
        <source>unknown edge behaviour &apos;%1&apos; (valid: wrap, bounce, none)</source>
        <translation>неизвестное поведение на краю «%1» (допустимые: wrap, bounce, none)</translation>
    </message>
    <message>
        <source>the last vehicle cannot be removed</source>
        <translation>последнего персонажа удалить нельзя</translation>
    </message>
    <message>
        <source>there is already a vehicle &apos;%1&apos;</source>
        <translation>персонаж «%1» уже есть</translation>
    </message>
    <message>
        <source>unknown question kind &apos;%1&apos; (valid: next-velocity, pushing-circle, first-to-reach)</source>
        <translation>неизвестный вид вопроса «%1» (допустимо: next-velocity, pushing-circle, first-to-reach)</translation>
    </message>
    <message>
        <source>first-to-reach needs the pursuer and the seeker of scenario &apos;pursue&apos;, not &apos;%1&apos;</source>
        <translation>для first-to-reach нужны преследователь и ищущий сценария «pursue», а не «%1»</translation>
    </message>
    <message>
        <source>count does not apply to scenario &apos;%1&apos; (only to flock, swarm and offset-pursuit)</source>
        <translation>count не относится к сценарию «%1» (только к flock, swarm и offset-pursuit)</translation>
    </message>
    <message>
        <source>The lesson&apos;s own file name could not be kept beside the autosave &apos;%1&apos;.</source>
        <translation>Не удалось сохранить имя файла урока рядом с автосохранением «%1».</translation>
    </message>
    <message>
        <source>An unsaved lesson from an earlier session could not be read (%1). It is kept as &apos;%2&apos;.</source>
        <translation>Не удалось прочитать несохранённый урок из прошлого сеанса (%1). Он сохранён как «%2».</translation>
    </message>
    <message>
        <source>The lesson was not saved as &apos;%1&apos;: Steering Lab would not open what it was about to write (%2). This is a fault in Steering Lab; please report it with this message. An existing file of that name is left as it was, and the lesson stays open.</source>
        <translation>Урок не сохранён как «%1»: Steering Lab не смогла бы открыть то, что собиралась записать (%2). Это ошибка Steering Lab; сообщите о ней, приложив это сообщение. Существующий файл с этим именем остался прежним, урок остаётся открытым.</translation>
    </message>
    <message>
        <source>unknown legend form &apos;%1&apos; (valid: full, compact)</source>
        <translation>неизвестный вид легенды «%1» (допустимые: full, compact)</translation>
    </message>
    <message>
        <source>this bookmark answers question %1, but the lesson has no questions</source>
        <translation>эта закладка — ответ на вопрос %1, но в уроке нет вопросов</translation>
    </message>
    <message>
        <source>this bookmark answers question %1, but the questions are numbered from 0 to %2</source>
        <translation>эта закладка — ответ на вопрос %1, но вопросы пронумерованы от 0 до %2</translation>
    </message>
    <message>
        <source>unknown claim row &apos;%1&apos; (valid: %2)</source>
        <translation>неизвестная строка утверждений «%1» (допустимо: %2)</translation>
    </message>
    <message numerus="yes">
        <source>the text is too long: %n characters (at most %1)</source>
        <translation>
            <numerusform>текст слишком длинный: %n символ (не больше %1)</numerusform>
            <numerusform>текст слишком длинный: %n символа (не больше %1)</numerusform>
            <numerusform>текст слишком длинный: %n символов (не больше %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a position [x, y] (two numbers), found a list of %n</source>
        <translation>
            <numerusform>ожидается положение [x, y] (два числа), а в файле список из %n элемента</numerusform>
            <numerusform>ожидается положение [x, y] (два числа), а в файле список из %n элементов</numerusform>
            <numerusform>ожидается положение [x, y] (два числа), а в файле список из %n элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a frame range [first, last] (two whole numbers), found a list of %n</source>
        <translation>
            <numerusform>ожидается диапазон кадров [первый, последний] (два целых числа), а в файле список из %n элемента</numerusform>
            <numerusform>ожидается диапазон кадров [первый, последний] (два целых числа), а в файле список из %n элементов</numerusform>
            <numerusform>ожидается диапазон кадров [первый, последний] (два целых числа), а в файле список из %n элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n vehicles can be placed</source>
        <translation>
            <numerusform>можно поставить не более %n персонажа</numerusform>
            <numerusform>можно поставить не более %n персонажей</numerusform>
            <numerusform>можно поставить не более %n персонажей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n obstacles can be placed</source>
        <translation>
            <numerusform>можно поставить не более %n препятствия</numerusform>
            <numerusform>можно поставить не более %n препятствий</numerusform>
            <numerusform>можно поставить не более %n препятствий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Untitled lesson</source>
        <translation>Урок без названия</translation>
    </message>
    <message>
        <source>This lesson computes differently in this version: the bookmark “%1” expected another result.</source>
        <translation>В этой версии урок вычисляется иначе: закладка «%1» ожидала другой результат.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Новый урок</translation>
    </message>
</context>
<context>
    <name>LessonTextDialog</name>
    <message>
        <source>Lesson title and notes</source>
        <translation>Название и заметки урока</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Полужирный</translation>
    </message>
    <message>
        <source>Italic</source>
        <translation>Курсив</translation>
    </message>
    <message>
        <source>Bulleted list</source>
        <translation>Маркированный список</translation>
    </message>
    <message>
        <source>Notes, shown beside the stage in this language:</source>
        <translation>Заметки (показываются рядом со сценой на этом языке):</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Add a bookmark at the frame shown</source>
        <translation>Добавить закладку на показанном кадре</translation>
    </message>
    <message>
        <source>Add bookmark…</source>
        <translation>Добавить закладку…</translation>
    </message>
    <message>
        <source>Go to the next bookmark, or one frame forward when there is none</source>
        <translation>Перейти к следующей закладке, а если её нет — на кадр вперёд</translation>
    </message>
    <message>
        <source>Go to the previous bookmark, or one frame back when there is none</source>
        <translation>Перейти к предыдущей закладке, а если её нет — на кадр назад</translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation>&amp;Уроки</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Новый урок</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>Следующая закладка</translation>
    </message>
    <message>
        <source>Open a lesson file (.steerlab)</source>
        <translation>Открыть файл урока (.steerlab)</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Открыть урок</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>Открыть урок…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Недавние уроки</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт урок %1</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>Предыдущая закладка</translation>
    </message>
    <message>
        <source>Restore unsaved lesson</source>
        <translation>Восстановить несохранённый урок</translation>
    </message>
    <message>
        <source>Save lesson as…</source>
        <translation>Сохранить урок как…</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Сохранить урок</translation>
    </message>
    <message>
        <source>Save the lesson in a new file</source>
        <translation>Сохранить урок в новый файл</translation>
    </message>
    <message>
        <source>Save the lesson: set-up, recorded input, view, bookmarks and notes</source>
        <translation>Сохранить урок: настройку, записанный ввод, вид, закладки и заметки</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Start an untitled lesson from the current scenario at frame 0</source>
        <translation>Начать урок без названия с текущего сценария на кадре 0</translation>
    </message>
    <message>
        <source>Steering Lab lessons (*.steerlab)</source>
        <translation>Уроки Steering Lab (*.steerlab)</translation>
    </message>
    <message>
        <source>Steering Lab — %1[*]</source>
        <translation>Steering Lab — %1[*]</translation>
    </message>
    <message>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>В уроке «%1» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Несохранённый урок</translation>
    </message>
    <message>
        <source>Annotate stage</source>
        <translation>Пометки на сцене</translation>
    </message>
    <message>
        <source>Place notes on the stage: click for a text, drag for an arrow, click a note to edit it (Esc ends)</source>
        <translation>Пометки на сцене: щелчок — текст, перетаскивание — стрелка, щелчок по пометке — изменить её (Esc — закончить)</translation>
    </message>
    <message>
        <source>Edit title and notes…</source>
        <translation>Название и заметки…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s title and notes in English, Chinese and Russian</source>
        <translation>Написать название и заметки урока на английском, китайском и русском</translation>
    </message>
    <message>
        <source>Start page…</source>
        <translation>Начальная страница…</translation>
    </message>
    <message>
        <source>The lessons that come with Steering Lab</source>
        <translation>Уроки, входящие в Steering Lab</translation>
    </message>
    <message>
        <source>Recover unsaved lessons</source>
        <translation>Восстановить несохранённые уроки</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>урок</translation>
    </message>
    <message>
        <source>The file &apos;%1&apos; was changed by another program since this window opened or saved it.</source>
        <translation>Файл «%1» изменён другой программой после того, как это окно открыло или сохранило его.</translation>
    </message>
    <message>
        <source>Overwrite it with this lesson, reload it (the changes made here are dropped), or save this lesson under another name?</source>
        <translation>Перезаписать его этим уроком, загрузить его заново (изменения, сделанные здесь, будут отброшены) или сохранить этот урок под другим именем?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Перезаписать</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Загрузить заново</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Урок без названия</translation>
    </message>
    <message>
        <source>Nothing to recover</source>
        <translation>Восстанавливать нечего</translation>
    </message>
    <message>
        <source>Steering Lab did not close normally while the lesson “%1” had changes that were not saved (autosaved %2). What should happen to them?</source>
        <translation>Steering Lab закрылась некорректно, когда в уроке «%1» были несохранённые изменения (автосохранение: %2). Что с ними сделать?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Решить позже</translation>
    </message>
    <message>
        <source>“Decide later” keeps it in File → Recover unsaved lessons.</source>
        <translation>«Решить позже» оставит его в меню «Файл → Восстановить несохранённые уроки».</translation>
    </message>
</context>
<context>
    <name>LessonsPanel</name>
    <message>
        <source>(English)</source>
        <translation>(на английском)</translation>
    </message>
    <message>
        <source>(in another language)</source>
        <translation>(на другом языке)</translation>
    </message>
    <message>
        <source>Add bookmark</source>
        <translation>Добавить закладку</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Закладки</translation>
    </message>
    <message>
        <source>Frame %1 — %2</source>
        <translation>Кадр %1 — %2</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Кадр %1</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Remove the selected bookmark</source>
        <translation>Удалить выбранную закладку</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>This lesson has no notes.</source>
        <translation>У этого урока нет заметок.</translation>
    </message>
    <message>
        <source>Title of the bookmark at frame %1:</source>
        <translation>Название закладки на кадре %1:</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Go to the previous bookmark (the key is in Help → Keyboard shortcuts)</source>
        <translation>Перейти к предыдущей закладке (клавиша — в «Справка → Сочетания клавиш»)</translation>
    </message>
    <message>
        <source>Go to the next bookmark (the key is in Help → Keyboard shortcuts)</source>
        <translation>Перейти к следующей закладке (клавиша — в «Справка → Сочетания клавиш»)</translation>
    </message>
    <message>
        <source>Add a bookmark at the frame shown</source>
        <translation>Добавить закладку на показанном кадре</translation>
    </message>
    <message>
        <source>Lesson notes</source>
        <translation>Заметки урока</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Move to frame %1</source>
        <translation>Перенести на кадр %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Bookmarks with the answers appear after Check (Questions panel).</source>
        <translation>Закладки с ответами появятся после нажатия «Проверить» (панель «Вопросы»).</translation>
    </message>
</context>
<context>
    <name>LineStepper</name>
    <message>
        <source>Step through the formula lines</source>
        <translation>Пройти формулы по строкам</translation>
    </message>
    <message>
        <source>Line by line</source>
        <translation>По строкам</translation>
    </message>
    <message>
        <source>Next formula line</source>
        <translation>Следующая строка формул</translation>
    </message>
    <message>
        <source>Next formula line; after the last line, the next frame&apos;s first (key: .)</source>
        <translation>Следующая строка формул; после последней — первая строка следующего кадра (клавиша: .)</translation>
    </message>
    <message>
        <source>Previous formula line</source>
        <translation>Предыдущая строка формул</translation>
    </message>
    <message>
        <source>Previous formula line; before the first line, the previous frame&apos;s last (key: comma)</source>
        <translation>Предыдущая строка формул; перед первой — последняя строка предыдущего кадра (клавиша: запятая)</translation>
    </message>
    <message>
        <source>Play the formula lines</source>
        <translation>Проигрывать строки формул</translation>
    </message>
    <message>
        <source>Go on to the next formula line about once a second</source>
        <translation>Переходить к следующей строке формул примерно раз в секунду</translation>
    </message>
    <message>
        <source>▶ Auto</source>
        <translation>▶ Авто</translation>
    </message>
    <message>
        <source>Slow motion through this frame: the formula lines one at a time, in the order the articles&apos; code computes them; the stage shows the vectors computed so far, the current line&apos;s lit. Keys: . next line, comma previous line, Esc leaves</source>
        <translation>Замедленный просмотр кадра: строки формул по одной, в том порядке, в каком их вычисляет код из статей; на сцене — только уже вычисленные векторы, векторы текущей строки подсвечены. Клавиши: . — следующая строка, запятая — предыдущая, Esc — выход</translation>
    </message>
</context>
<context>
    <name>Magnifier</name>
    <message>
        <source>Magnifier: vectors ×%1</source>
        <translation>Лупа: векторы ×%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The %1 translation is missing; the interface stays as it was.</source>
        <translation>Перевод «%1» отсутствует; интерфейс остаётся прежним.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Воспроизведение</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>В&amp;ид</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Панели</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Сохранить картинку…</translation>
    </message>
    <message>
        <source>Save the current frame (stage, vectors, legend) as PNG or SVG</source>
        <translation>Сохранить текущий кадр (сцену, векторы, легенду) в PNG или SVG</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Close Steering Lab</source>
        <translation>Закрыть Steering Lab</translation>
    </message>
    <message>
        <source>Redo the change undone last (Ctrl+Shift+Z)</source>
        <translation>Вернуть последнее отменённое изменение (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Pause the animation</source>
        <translation>Приостановить анимацию</translation>
    </message>
    <message>
        <source>Play the animation (30 frames per second at 1×)</source>
        <translation>Запустить анимацию (30 кадров в секунду при 1×)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>Show the previous frame, exactly as it was</source>
        <translation>Показать предыдущий кадр в точности таким, каким он был</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <source>Advance exactly one frame</source>
        <translation>Продвинуться ровно на один кадр</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <source>Zoom into the stage (or use the mouse wheel)</source>
        <translation>Увеличить сцену (или колёсиком мыши)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <source>Zoom out of the stage</source>
        <translation>Уменьшить сцену</translation>
    </message>
    <message>
        <source>Fit stage</source>
        <translation>Вся сцена</translation>
    </message>
    <message>
        <source>Show the whole stage, scaled to the window</source>
        <translation>Показать всю сцену в размер окна</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Следы</translation>
    </message>
    <message>
        <source>Draw fading trails behind the vehicles</source>
        <translation>Рисовать тающие следы за персонажами</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <source>Show the legend naming each colour</source>
        <translation>Показать легенду с названием каждого цвета</translation>
    </message>
    <message>
        <source>About Steering Lab</source>
        <translation>О программе Steering Lab</translation>
    </message>
    <message>
        <source>Where the behaviours and formulas come from</source>
        <translation>Откуда взяты поведения и формулы</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>Наложение</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Формулы</translation>
    </message>
    <message>
        <source>Lennard-Jones potential</source>
        <translation>Потенциал Леннард-Джонса</translation>
    </message>
    <message>
        <source>While playing, the vehicle follows the pointer; drag the target marker to leave it in place.</source>
        <translation>Во время воспроизведения персонаж следует за указателем; перетащите метку цели, чтобы оставить её на месте.</translation>
    </message>
    <message>
        <source>Click the stage to add a waypoint.</source>
        <translation>Щёлкните по сцене, чтобы добавить точку пути.</translation>
    </message>
    <message>
        <source>Drag a circle to move it.</source>
        <translation>Перетащите круг, чтобы сдвинуть его.</translation>
    </message>
    <message>
        <source>Click a vehicle to select it.</source>
        <translation>Щёлкните по персонажу, чтобы выбрать его.</translation>
    </message>
    <message>
        <source>Could not save the picture to &apos;%1&apos; (is the folder writable?).</source>
        <translation>Не удалось сохранить картинку в «%1» (доступна ли папка для записи?).</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Сохранить картинку</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>Картинка PNG (*.png);;Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Steering Lab&lt;/h3&gt;&lt;p&gt;Steering behaviours for the classroom: seek, flee, arrive, pursue, evade, wander, object avoidance, path following, flocking, offset pursuit and Lennard-Jones avoidance, step by step with every vector and formula.&lt;/p&gt;&lt;p&gt;Sources:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Keith Peters, &lt;i&gt;AdvancED ActionScript 3.0 Animation&lt;/i&gt;, chapter 2 (Vehicle.as, SteeredVehicle.as, SeekTest … FlockTest), with Chinese study notes and a Russian translation;&lt;/li&gt;&lt;li&gt;a Cocos Creator 3.1 TypeScript port (offset pursuit, the head-on pursue shortcut);&lt;/li&gt;&lt;li&gt;Lennard-Jones potential avoidance from &lt;i&gt;AI for Game Developers&lt;/i&gt; (Bourg &amp;amp; Seemann).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Where the sources disagree, the variants in the Parameters panel switch between them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Steering Lab&lt;/h3&gt;&lt;p&gt;Управление поведениями (steering behaviors) на уроке: поиск, избегание, прибытие, преследование, уклонение, блуждание, избегание препятствий, следование пути, стая, преследование со смещением и избегание по Леннард-Джонсу — шаг за шагом, с каждым вектором и каждой формулой.&lt;/p&gt;&lt;p&gt;Источники:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Кит Питерс, &lt;i&gt;AdvancED ActionScript 3.0 Animation&lt;/i&gt;, глава 2 (Vehicle.as, SteeredVehicle.as, SeekTest … FlockTest), с китайским конспектом и русским переводом;&lt;/li&gt;&lt;li&gt;порт на Cocos Creator 3.1 (TypeScript): преследование со смещением и прямой поиск при встречном движении;&lt;/li&gt;&lt;li&gt;избегание препятствий по потенциалу Леннард-Джонса из книги &lt;i&gt;AI for Game Developers&lt;/i&gt; (Bourg &amp;amp; Seemann).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Там, где источники расходятся, между ними переключают варианты на панели «Параметры».&lt;/p&gt;</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Повторить: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Undo the last change: a drag, a waypoint, a parameter, a variant, a reset or a scenario switch (Ctrl+Z)</source>
        <translation>Отменить последнее изменение: перетаскивание, точку пути, параметр, вариант, сброс или смену сценария (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Пуск / пауза</translation>
    </message>
    <message>
        <source>Go to frame 0</source>
        <translation>К кадру 0</translation>
    </message>
    <message>
        <source>Back to frame 0, keeping every recorded frame and input</source>
        <translation>Вернуться к кадру 0, сохранив все записанные кадры и действия</translation>
    </message>
    <message>
        <source>Go to the last frame</source>
        <translation>К последнему кадру</translation>
    </message>
    <message>
        <source>Go to the last frame reached</source>
        <translation>Перейти к последнему достигнутому кадру</translation>
    </message>
    <message>
        <source>Start a fresh run at frame 0 with the current parameters; the recorded frames are dropped (Undo brings them back)</source>
        <translation>Начать заново с кадра 0 с текущими параметрами; записанные кадры отбрасываются (отмена возвращает их)</translation>
    </message>
    <message>
        <source>Focus the stage</source>
        <translation>Фокус на сцену</translation>
    </message>
    <message>
        <source>Leave a field and give the keys back to the stage</source>
        <translation>Выйти из поля и вернуть клавиши сцене</translation>
    </message>
    <message>
        <source>Quick start</source>
        <translation>Быстрый старт</translation>
    </message>
    <message>
        <source>Six steps for a first lesson</source>
        <translation>Шесть шагов для первого урока</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Every key of the window on one sheet</source>
        <translation>Все клавиши окна на одном листе</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Отменить последнее изменение</translation>
    </message>
    <message>
        <source>Redo the change undone last</source>
        <translation>Вернуть последнее отменённое изменение</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Сцена</translation>
    </message>
    <message>
        <source>The vehicles and the vectors of the next step; click a vehicle to select it</source>
        <translation>Персонажи и векторы следующего шага; щёлкните по персонажу, чтобы выбрать его</translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation>Сбросить расположение</translation>
    </message>
    <message>
        <source>Put every panel back where and as wide as it starts, for this screen size</source>
        <translation>Вернуть все панели на исходные места и к исходной ширине (для этого размера экрана)</translation>
    </message>
    <message>
        <source>More languages (formulas, legend, names)</source>
        <translation>Ещё языки (формулы, легенда, имена)</translation>
    </message>
    <message>
        <source>Show the formulas, the legend and the vehicles&apos; names also in one or two more languages, in the order chosen, for classes that read several languages</source>
        <translation>Показывать формулы, легенду и имена персонажей ещё на одном или двух языках в выбранном порядке — для занятий, где читают на нескольких языках</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>the disk is full; the file that was there is left as it was</source>
        <translation>диск заполнен; прежний файл остался как был</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <source>Vector scale:</source>
        <translation>Масштаб векторов:</translation>
    </message>
    <message>
        <source>Per-frame velocities and forces are tiny: they are drawn this many times longer (the legend shows the scale).</source>
        <translation>Скорости и управляющие воздействия за один кадр очень малы: они рисуются во столько раз длиннее (масштаб указан в легенде).</translation>
    </message>
    <message>
        <source>Labels (v, v_d, F …)</source>
        <translation>Подписи (v, v_d, F …)</translation>
    </message>
    <message>
        <source>Short labels next to the arrow tips.</source>
        <translation>Короткие подписи у концов стрелок.</translation>
    </message>
    <message>
        <source>Other vehicles&apos; vectors</source>
        <translation>Векторы других персонажей</translation>
    </message>
    <message>
        <source>Also draw the unselected vehicles&apos; vectors, faintly.</source>
        <translation>Бледно рисовать и векторы невыбранных персонажей.</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <source>A legend naming each colour on the stage.</source>
        <translation>Легенда на сцене с названием каждого цвета.</translation>
    </message>
    <message>
        <source>Vehicle names</source>
        <translation>Имена персонажей</translation>
    </message>
    <message>
        <source>Small id labels next to the vehicles (seeker, pursuer …).</source>
        <translation>Небольшие подписи id рядом с персонажами (ищущий, преследователь …).</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Следы</translation>
    </message>
    <message>
        <source>Fading trails behind the vehicles.</source>
        <translation>Тающие следы за персонажами.</translation>
    </message>
    <message>
        <source>Vectors and shapes</source>
        <translation>Векторы и фигуры</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Show every kind.</source>
        <translation>Показать все виды.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ничего</translation>
    </message>
    <message>
        <source>Hide every kind.</source>
        <translation>Скрыть все виды.</translation>
    </message>
    <message>
        <source>Show or hide: %1 (bold: drawn in this frame)</source>
        <translation>Показать или скрыть: %1 (жирным — нарисованное в этом кадре)</translation>
    </message>
    <message>
        <source>Triangle v + F = v_d</source>
        <translation>Треугольник v + F = v_d</translation>
    </message>
    <message>
        <source>Draw the force from the tip of v, so that v, F and v_d close a triangle (seek, flee, arrive, pursue, evade).</source>
        <translation>Рисовать управляющее воздействие от конца вектора v, чтобы v, F и v_d замыкали треугольник (поиск, избегание, прибытие, преследование, уклонение).</translation>
    </message>
    <message>
        <source>Magnifier</source>
        <translation>Лупа</translation>
    </message>
    <message>
        <source>A card in a corner of the stage shows the selected vehicle&apos;s vectors magnified, so that small forces can be seen; its caption gives the factor.</source>
        <translation>Карточка в углу сцены показывает векторы выбранного персонажа в увеличении, чтобы были видны и малые управляющие воздействия; в её заголовке указана кратность увеличения.</translation>
    </message>
    <message>
        <source>Compact: glyph and symbol</source>
        <translation>Кратко: значок и обозначение</translation>
    </message>
    <message>
        <source>Full: with names</source>
        <translation>Полностью: с названиями</translation>
    </message>
    <message>
        <source>Folded to one line</source>
        <translation>Свёрнута в одну строку</translation>
    </message>
    <message>
        <source>Compact lists each colour&apos;s symbol (the names show when the pointer rests on a row); full also names each colour, in every language shown; folded keeps one line a click unfolds.</source>
        <translation>Кратко: для каждого цвета только его обозначение (название появляется, когда указатель задерживается на строке); полностью: ещё и название каждого цвета на каждом показанном языке; свёрнута: одна строка, которая разворачивается щелчком.</translation>
    </message>
    <message>
        <source>Also in presentation and animations</source>
        <translation>Также в презентации и анимации</translation>
    </message>
    <message>
        <source>Presentation mode and exported animations leave the legend out unless this is checked (the lesson remembers it).</source>
        <translation>В режиме презентации и в экспортированной анимации легенда не показывается, если это не отмечено (урок это запоминает).</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <source>Projector (high contrast)</source>
        <translation>Проектор (высокий контраст)</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Для дальтоников</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
</context>
<context>
    <name>PaletteChoice</name>
    <message>
        <source>Palette</source>
        <translation>Палитра</translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <source>Mass</source>
        <translation>Масса</translation>
    </message>
    <message>
        <source>The steering force is divided by the mass: a = F / mass.</source>
        <translation>Управляющее воздействие делится на массу: a = F / mass.</translation>
    </message>
    <message>
        <source>Max speed</source>
        <translation>Макс. скорость</translation>
    </message>
    <message>
        <source>The velocity is truncated to this length every frame.</source>
        <translation>Каждый кадр скорость обрезается до этой длины.</translation>
    </message>
    <message>
        <source>Max force</source>
        <translation>Макс. управляющее воздействие</translation>
    </message>
    <message>
        <source>The summed steering force is truncated to this length.</source>
        <translation>Суммарное управляющее воздействие обрезается до этой длины.</translation>
    </message>
    <message>
        <source>Arrival threshold</source>
        <translation>Порог прибытия</translation>
    </message>
    <message>
        <source>Inside this distance arrive scales the desired velocity down to zero.</source>
        <translation>Ближе этого расстояния прибытие пропорционально уменьшает требуемую скорость вплоть до нуля.</translation>
    </message>
    <message>
        <source>Wander distance</source>
        <translation>Расстояние блуждания</translation>
    </message>
    <message>
        <source>How far ahead of the vehicle the wander circle&apos;s centre lies.</source>
        <translation>Насколько впереди персонажа лежит центр окружности блуждания.</translation>
    </message>
    <message>
        <source>Wander radius</source>
        <translation>Радиус блуждания</translation>
    </message>
    <message>
        <source>Radius of the wander circle.</source>
        <translation>Радиус окружности блуждания.</translation>
    </message>
    <message>
        <source>Wander range</source>
        <translation>Диапазон блуждания</translation>
    </message>
    <message>
        <source>How much the wander angle may change in one frame.</source>
        <translation>Насколько угол блуждания может измениться за один кадр.</translation>
    </message>
    <message>
        <source>Avoid distance</source>
        <translation>Расстояние избегания</translation>
    </message>
    <message>
        <source>Length of the feeler: obstacles farther ahead are ignored.</source>
        <translation>Длина щупа: более далёкие препятствия не учитываются.</translation>
    </message>
    <message>
        <source>Avoid buffer</source>
        <translation>Запас избегания</translation>
    </message>
    <message>
        <source>Extra distance kept from an obstacle&apos;s edge.</source>
        <translation>Дополнительное расстояние до края препятствия.</translation>
    </message>
    <message>
        <source>Path threshold</source>
        <translation>Порог пути</translation>
    </message>
    <message>
        <source>Within this distance of a waypoint the vehicle turns to the next one.</source>
        <translation>Ближе этого расстояния к точке пути персонаж переходит к следующей.</translation>
    </message>
    <message>
        <source>In-sight distance</source>
        <translation>Расстояние «в поле зрения»</translation>
    </message>
    <message>
        <source>Flock neighbours within this distance are in sight.</source>
        <translation>Соседи по стае ближе этого расстояния — в поле зрения.</translation>
    </message>
    <message>
        <source>Too-close distance</source>
        <translation>Расстояние «слишком близко»</translation>
    </message>
    <message>
        <source>Closer than this, a neighbour is fled from (separation).</source>
        <translation>От соседа ближе этого — избегание (разделение).</translation>
    </message>
    <message>
        <source>Attraction A</source>
        <translation>Притяжение A</translation>
    </message>
    <message>
        <source>Attraction constant in U = −A/dⁿ + B/dᵐ.</source>
        <translation>Постоянная притяжения в U = −A/dⁿ + B/dᵐ.</translation>
    </message>
    <message>
        <source>Repulsion B</source>
        <translation>Отталкивание B</translation>
    </message>
    <message>
        <source>Repulsion constant in U = −A/dⁿ + B/dᵐ.</source>
        <translation>Постоянная отталкивания в U = −A/dⁿ + B/dᵐ.</translation>
    </message>
    <message>
        <source>Attraction exponent n</source>
        <translation>Показатель притяжения n</translation>
    </message>
    <message>
        <source>Exponent of the attraction term.</source>
        <translation>Показатель степени члена притяжения.</translation>
    </message>
    <message>
        <source>Repulsion exponent m</source>
        <translation>Показатель отталкивания m</translation>
    </message>
    <message>
        <source>Exponent of the repulsion term.</source>
        <translation>Показатель степени члена отталкивания.</translation>
    </message>
    <message>
        <source>Cut-off distance</source>
        <translation>Расстояние отсечки</translation>
    </message>
    <message>
        <source>Obstacles farther than this are skipped.</source>
        <translation>Препятствия дальше этого пропускаются.</translation>
    </message>
    <message>
        <source>Fixed speed</source>
        <translation>Постоянный модуль скорости</translation>
    </message>
    <message>
        <source>After the pushes the speed is set to this value.</source>
        <translation>После толчков модуль скорости устанавливается равным этому значению.</translation>
    </message>
    <message>
        <source>Loop the path</source>
        <translation>Замкнуть путь</translation>
    </message>
    <message>
        <source>After the last waypoint go back to the first (else arrive at the last).</source>
        <translation>После последней точки пути вернуться к первой (иначе прибытие в последнюю).</translation>
    </message>
    <message>
        <source>Stage width</source>
        <translation>Ширина сцены</translation>
    </message>
    <message>
        <source>Width of the stage (the demos used 550).</source>
        <translation>Ширина сцены (в демонстрациях было 550).</translation>
    </message>
    <message>
        <source>Stage height</source>
        <translation>Высота сцены</translation>
    </message>
    <message>
        <source>Height of the stage (the demos used 400).</source>
        <translation>Высота сцены (в демонстрациях было 400).</translation>
    </message>
    <message>
        <source>Number of vehicles</source>
        <translation>Число персонажей</translation>
    </message>
    <message>
        <source>Changing it starts the scenario again.</source>
        <translation>Изменение запускает сценарий заново.</translation>
    </message>
    <message>
        <source>%1 (%2, default %3)</source>
        <translation>%1 (%2, по умолчанию %3)</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Apply to:</source>
        <translation>Применить к:</translation>
    </message>
    <message>
        <source>Selected vehicle (%1)</source>
        <translation>Выбранному персонажу (%1)</translation>
    </message>
    <message>
        <source>All vehicles</source>
        <translation>Всем персонажам</translation>
    </message>
    <message>
        <source>Vehicle parameters change the selected vehicle only, or every vehicle.</source>
        <translation>Параметры персонажа меняются только у выбранного или у всех.</translation>
    </message>
    <message>
        <source>Clear path</source>
        <translation>Очистить путь</translation>
    </message>
    <message>
        <source>Remove every waypoint; click the stage to add new ones.</source>
        <translation>Удалить все точки пути; щелчок по сцене добавляет новые.</translation>
    </message>
    <message>
        <source>Click the stage to add a waypoint.</source>
        <translation>Щёлкните по сцене, чтобы добавить точку пути.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a variant&apos;s label before its choices; the colon as the language writes it</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Sources…</source>
        <translation>Источники…</translation>
    </message>
    <message>
        <source>Variants (where the articles disagree)</source>
        <translation>Варианты (где статьи расходятся)</translation>
    </message>
    <message>
        <source>What each article prints here, what its author meant, and why the default is the default</source>
        <translation>Что здесь напечатано в каждой статье, что имел в виду автор и почему по умолчанию выбрано именно это</translation>
    </message>
</context>
<context>
    <name>Plots</name>
    <message>
        <source>Speed |v|</source>
        <translation>Модуль скорости |v|</translation>
    </message>
    <message>
        <source>Steering force |F| before truncation</source>
        <translation>Управляющее воздействие |F| до обрезки</translation>
    </message>
    <message>
        <source>Steering force |F| after truncation</source>
        <translation>Управляющее воздействие |F| после обрезки</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <translation>Расстояние до цели</translation>
    </message>
    <message>
        <source>Heading angle</source>
        <translation>Угол направления движения</translation>
    </message>
    <message>
        <source>Neighbours in sight</source>
        <translation>Соседей в поле зрения</translation>
    </message>
    <message>
        <source>Mean nearest-neighbour distance</source>
        <translation>Среднее расстояние до ближайшего соседа</translation>
    </message>
    <message>
        <source>|v| (px/frame)</source>
        <translation>|v| (пикс./кадр)</translation>
    </message>
    <message>
        <source>|F| before truncation (px/frame²)</source>
        <translation>|F| до обрезки (пикс./кадр²)</translation>
    </message>
    <message>
        <source>|F| after truncation (px/frame²)</source>
        <translation>|F| после обрезки (пикс./кадр²)</translation>
    </message>
    <message>
        <source>distance to the target (px)</source>
        <translation>расстояние до цели (пикс.)</translation>
    </message>
    <message>
        <source>heading (degrees)</source>
        <translation>направление движения (градусы)</translation>
    </message>
    <message>
        <source>neighbours in sight</source>
        <translation>соседей в поле зрения</translation>
    </message>
    <message>
        <source>mean nearest distance (px)</source>
        <translation>среднее расстояние до ближайшего (пикс.)</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>кадр</translation>
    </message>
    <message>
        <source>The plot could not be saved to %1: %2</source>
        <translation>Не удалось сохранить график в %1: %2</translation>
    </message>
    <message>
        <source>the plot has no size</source>
        <translation>у графика нулевой размер</translation>
    </message>
    <message>
        <source>the SVG file could not be started</source>
        <translation>не удалось начать запись SVG-файла</translation>
    </message>
    <message>
        <source>the SVG file could not be finished</source>
        <translation>не удалось завершить запись SVG-файла</translation>
    </message>
    <message>
        <source>order parameter |Σ heading|/N</source>
        <translation>параметр порядка |Σ heading|/N</translation>
    </message>
    <message>
        <source>Order parameter |Σ heading|/N</source>
        <translation>Параметр порядка |Σ heading|/N</translation>
    </message>
</context>
<context>
    <name>PlotsPanel</name>
    <message>
        <source>Plots</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Этот прогон</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>&amp;Величина:</translation>
    </message>
    <message>
        <source>What the plot shows for the selected vehicle, frame by frame since the reset</source>
        <translation>Что показывает график для выбранного персонажа, кадр за кадром с момента сброса</translation>
    </message>
    <message>
        <source>Click or drag to go to that frame</source>
        <translation>Щёлкните или протяните, чтобы перейти к этому кадру</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Экспорт SVG…</translation>
    </message>
    <message>
        <source>Save the values of this plot, one row per frame, as a CSV table</source>
        <translation>Сохранить значения этого графика в таблицу CSV, по строке на кадр</translation>
    </message>
    <message>
        <source>Save this plot as an SVG drawing</source>
        <translation>Сохранить этот график как рисунок SVG</translation>
    </message>
    <message>
        <source>Export plot as CSV</source>
        <translation>Экспорт графика в CSV</translation>
    </message>
    <message>
        <source>Export plot as SVG</source>
        <translation>Экспорт графика в SVG</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Frame %1: %2</source>
        <translation>Кадр %1: %2</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Кадр %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation</source>
        <translation>Режим презентации</translation>
    </message>
    <message>
        <source>Full screen for the class: the stage and large formulas; Esc returns to the desk layout</source>
        <translation>Полный экран для класса: сцена и крупные формулы; Esc возвращает обычное расположение окна</translation>
    </message>
</context>
<context>
    <name>ProgressMeter</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Predict what the next frames will show, then check.</source>
        <translation>Предскажите, что покажут следующие кадры, затем проверьте.</translation>
    </message>
    <message>
        <source>Go to the question</source>
        <translation>К вопросу</translation>
    </message>
    <message>
        <source>Reset answers</source>
        <translation>Сбросить ответы</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>%1. Frame %2: %3</source>
        <translation>%1. Кадр %2: %3</translation>
    </message>
    <message>
        <source>Arrow %1</source>
        <translation>Стрелка %1</translation>
    </message>
    <message>
        <source>No circle pushes</source>
        <translation>Ни один круг не отталкивает</translation>
    </message>
    <message>
        <source>Circle %1</source>
        <translation>Круг %1</translation>
    </message>
    <message>
        <source>Pick a question and press Go.</source>
        <translation>Выберите вопрос и нажмите «К вопросу».</translation>
    </message>
    <message>
        <source>Vehicle &apos;%1&apos; is not on the stage at frame %2.</source>
        <translation>На кадре %2 персонажа «%1» нет на сцене.</translation>
    </message>
    <message>
        <source>v is zero at the next frame: it points nowhere, so there is nothing to predict.</source>
        <translation>В следующем кадре v равна нулю: она никуда не направлена, предсказывать нечего.</translation>
    </message>
    <message>
        <source>Pick your prediction, then press Check.</source>
        <translation>Выберите свой прогноз и нажмите «Проверить».</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Верно.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Неверно.</translation>
    </message>
    <message>
        <source>Your arrow %1 is %2° from the real v of frame %3: v = (%4, %5), |v| = %6.</source>
        <translation>Ваша стрелка %1 отклоняется на %2° от настоящей v кадра %3: v = (%4, %5), |v| = %6.</translation>
    </message>
    <message>
        <source>No circle pushed in the step to frame %1: no feeler met a buffer circle.</source>
        <translation>На шаге к кадру %1 ни один круг не дал толчка: щуп не задел запас ни одного круга.</translation>
    </message>
    <message>
        <source>In the step to frame %1 the avoid force came from circle %2: the feeler met its buffer circle.</source>
        <translation>На шаге к кадру %1 управляющее воздействие избегания дал круг %2: щуп задел его запас.</translation>
    </message>
    <message>
        <source>%1 reaches the target at frame %2</source>
        <translation>%1 догоняет цель на кадре %2</translation>
    </message>
    <message>
        <source>your %1</source>
        <translation>ваша %1</translation>
    </message>
    <message>
        <source>real v</source>
        <translation>настоящая v</translation>
    </message>
    <message>
        <source>%1 pushes</source>
        <translation>%1 отталкивает</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not reach it within %n frames</source>
        <translation>
            <numerusform>%1 не догоняет её за %n кадр</numerusform>
            <numerusform>%1 не догоняет её за %n кадра</numerusform>
            <numerusform>%1 не догоняет её за %n кадров</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson&apos;s code fails in the next step, so there is nothing to predict (the Code panel says where).</source>
        <translation>Код урока не выполняется на следующем шаге, поэтому предсказывать нечего (где именно — показывает панель «Код»).</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <source>Quick start</source>
        <translation>Быстрый старт</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play and step.&lt;/b&gt; %1 plays and pauses; %2 and %3 show the previous and the next frame, exactly as computed on the way forward. Drag the timeline to any frame; %4 goes to frame 0 and %5 to the last frame, keeping everything recorded.</source>
        <translation>&lt;b&gt;Воспроизведение и шаги.&lt;/b&gt; %1 запускает и останавливает анимацию; %2 и %3 показывают предыдущий и следующий кадр в точности такими, какими они были вычислены по пути вперёд. Перетащите шкалу времени к любому кадру; %4 переходит к кадру 0, а %5 — к последнему кадру, всё записанное сохраняется.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select a vehicle.&lt;/b&gt; Click it on the stage: its vectors are drawn strongest and the &lt;i&gt;Formulas&lt;/i&gt; panel shows the next step it takes, with this frame&apos;s numbers.</source>
        <translation>&lt;b&gt;Выберите персонажа.&lt;/b&gt; Щёлкните по нему на сцене: его векторы рисуются ярче всех, а панель &lt;i&gt;Формулы&lt;/i&gt; показывает его следующий шаг с числами этого кадра.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read the formulas.&lt;/b&gt; Each numbered line computes one vector. Point at a line to light up its vector on the stage, or at a vector to light up its lines.</source>
        <translation>&lt;b&gt;Читайте формулы.&lt;/b&gt; Каждая пронумерованная строка вычисляет один вектор. Наведите указатель на строку — на сцене подсветится её вектор; наведите на вектор — подсветятся его строки.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drag the targets.&lt;/b&gt; Drag the target marker, a circle in &lt;i&gt;avoid&lt;/i&gt; or a waypoint in &lt;i&gt;path&lt;/i&gt;, or change a parameter on the left: the vectors follow at once. A change at an earlier frame replaces the later frames (hatched on the timeline); %1 undoes it and brings them back.</source>
        <translation>&lt;b&gt;Перетаскивайте цели.&lt;/b&gt; Перетащите метку цели, круг в сценарии &lt;i&gt;«Избегание препятствий»&lt;/i&gt; или точку пути в сценарии &lt;i&gt;«Следование пути»&lt;/i&gt; либо измените параметр слева: векторы сразу следуют за изменением. Изменение на более раннем кадре заменяет последующие кадры (они заштрихованы на шкале времени); %1 отменяет его и возвращает их.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Save a picture.&lt;/b&gt; &lt;i&gt;File → Save picture&lt;/i&gt; (%1) writes the frame with its vectors and legend as PNG or SVG, for slides.</source>
        <translation>&lt;b&gt;Сохраните картинку.&lt;/b&gt; &lt;i&gt;Файл → Сохранить картинку&lt;/i&gt; (%1) записывает кадр с векторами и легендой в PNG или SVG — для слайдов.</translation>
    </message>
    <message>
        <source>%1 lists every key.</source>
        <translation>%1 показывает все клавиши.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pick a scenario.&lt;/b&gt; Click a row of the &lt;i&gt;Scenarios&lt;/i&gt; list on the left. The scenario starts at frame 0 with the articles&apos; parameters.</source>
        <translation>&lt;b&gt;Выберите сценарий.&lt;/b&gt; Щёлкните по строке списка &lt;i&gt;Сценарии&lt;/i&gt; слева. Сценарий начинается с кадра 0 с параметрами из статей.</translation>
    </message>
</context>
<context>
    <name>SandboxTools</name>
    <message>
        <source>Remove vehicle %1</source>
        <translation>Удалить персонажа %1</translation>
    </message>
    <message>
        <source>Remove circle %1</source>
        <translation>Удалить круг %1</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Seek</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>the vehicle seeks the pointer</source>
        <translation>персонаж ищет указатель</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Избегание</translation>
    </message>
    <message>
        <source>the vehicle flees from the pointer</source>
        <translation>персонаж избегает указателя</translation>
    </message>
    <message>
        <source>Seek and flee</source>
        <translation>Поиск и избегание</translation>
    </message>
    <message>
        <source>the seeker seeks the fleer, the fleer flees from the seeker</source>
        <translation>ищущий ищет убегающего, убегающий избегает ищущего</translation>
    </message>
    <message>
        <source>Seek and flee, three vehicles</source>
        <translation>Поиск и избегание, три персонажа</translation>
    </message>
    <message>
        <source>A seeks B and flees from C, B seeks C and flees from A, C seeks A and flees from B</source>
        <translation>A ищет B и избегает C, B ищет C и избегает A, C ищет A и избегает B</translation>
    </message>
    <message>
        <source>Arrive</source>
        <translation>Прибытие</translation>
    </message>
    <message>
        <source>the vehicle slows down inside arrivalThreshold and comes to rest on the pointer</source>
        <translation>персонаж замедляется внутри arrivalThreshold и останавливается на указателе</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>Преследование</translation>
    </message>
    <message>
        <source>a seeker and a pursuer race to a moving target; the pursuer aims where it will be</source>
        <translation>ищущий и преследователь наперегонки догоняют движущуюся цель; преследователь целится туда, где она будет</translation>
    </message>
    <message>
        <source>Pursue and evade</source>
        <translation>Преследование и уклонение</translation>
    </message>
    <message>
        <source>the pursuer predicts where the evader will be, the evader flees from where the pursuer will be</source>
        <translation>преследователь предсказывает, где будет уклоняющийся, а тот избегает места, где будет преследователь</translation>
    </message>
    <message>
        <source>Wander</source>
        <translation>Блуждание</translation>
    </message>
    <message>
        <source>a random walk steered by a point on a circle ahead of the vehicle</source>
        <translation>случайное блуждание, которым правит точка на окружности перед персонажем</translation>
    </message>
    <message>
        <source>Object avoidance</source>
        <translation>Избегание препятствий</translation>
    </message>
    <message>
        <source>the vehicle wanders among five drifting circles; its feeler makes it turn and brake (drag a circle)</source>
        <translation>персонаж блуждает среди пяти плывущих кругов; щуп заставляет его поворачивать и тормозить (круги можно перетаскивать)</translation>
    </message>
    <message>
        <source>Path following</source>
        <translation>Следование пути</translation>
    </message>
    <message>
        <source>the vehicle follows the waypoints and loops; click the stage to add a waypoint</source>
        <translation>персонаж проходит точки пути по кругу; щелчок по сцене добавляет точку</translation>
    </message>
    <message>
        <source>Flock</source>
        <translation>Стая</translation>
    </message>
    <message>
        <source>Offset pursuit</source>
        <translation>Преследование со смещением</translation>
    </message>
    <message>
        <source>followers keep their places in the leader&apos;s local frame</source>
        <translation>ведомые держат свои места в системе координат ведущего</translation>
    </message>
    <message>
        <source>Lennard-Jones avoidance</source>
        <translation>Избегание по Леннард-Джонсу</translation>
    </message>
    <message>
        <source>the vehicle seeks the pointer and is pushed from obstacles by U = −A/dⁿ + B/dᵐ</source>
        <translation>персонаж ищет указатель, а препятствия отталкивают его по U = −A/dⁿ + B/dᵐ</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <extracomment>scenario list entry: name — seed program: description</extracomment>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>each vehicle: separation, cohesion and alignment with the neighbours in sight</source>
        <translation>каждый персонаж: разделение, сплочённость и выравнивание с соседями в поле зрения</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Песочница</translation>
    </message>
    <message>
        <source>your own stage: place vehicles, circles and waypoints, and give each vehicle its behaviours</source>
        <translation>своя сцена: расставьте персонажей, круги и точки пути и задайте каждому персонажу поведение</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>scenario list entry without a seed program: name: description</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Swarm</source>
        <translation>Большая стая</translation>
    </message>
    <message>
        <source>a flock of thousands at the demo&apos;s density; zoom in and press F to follow the selected vehicle</source>
        <translation>стая из тысяч персонажей с той же плотностью, что в демонстрации; увеличьте сцену и нажмите F, чтобы следить за выбранным персонажем</translation>
    </message>
</context>
<context>
    <name>ScenarioPanel</name>
    <message>
        <source>Choose a scenario: the world starts again at frame 0.</source>
        <translation>Выберите сценарий: мир начнётся заново с кадра 0.</translation>
    </message>
</context>
<context>
    <name>SeedComments</name>
    <message>
        <source>----&gt;start this part may even be removed, but then the flock behaves differently</source>
        <translation>----&gt;начало: этот фрагмент можно даже убрать, но тогда стая ведёт себя иначе</translation>
    </message>
    <message>
        <source>&lt;-----end</source>
        <translation>&lt;-----конец</translation>
    </message>
    <message>
        <source>Add it to the steering force</source>
        <translation>Добавляем его к управляющему воздействию</translation>
    </message>
    <message>
        <source>Arrive behaviour</source>
        <translation>Поведение «прибытие»</translation>
    </message>
    <message>
        <source>Brake: slow the vehicle down while it turns; the nearer the obstacle, the harder the braking.</source>
        <translation>Торможение: персонаж замедляется, пока поворачивает; чем ближе препятствие, тем сильнее он тормозит.</translation>
    </message>
    <message>
        <source>Evade behaviour</source>
        <translation>Поведение «уклонение»</translation>
    </message>
    <message>
        <source>First the offset point, then where it will be, then arrive there.</source>
        <translation>Сначала точка смещения, затем где она окажется, затем прибытие туда.</translation>
    </message>
    <message>
        <source>Flee behaviour</source>
        <translation>Поведение «избегание»</translation>
    </message>
    <message>
        <source>Flocking behaviour</source>
        <translation>Поведение стаи</translation>
    </message>
    <message>
        <source>From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).</source>
        <translation>Из SteeredVehicle.as в конспекте по AS3 (статьи 000 и 001).</translation>
    </message>
    <message>
        <source>From the Cocos Creator port (article 003), TypeScript to JavaScript.</source>
        <translation>Из переноса на Cocos Creator (статья 003), с TypeScript на JavaScript.</translation>
    </message>
    <message>
        <source>From the Russian translation of the book (article 002).</source>
        <translation>Из русского перевода книги (статья 002).</translation>
    </message>
    <message>
        <source>If the feeler (with the buffer added) meets the obstacle</source>
        <translation>Если щуп (с учётом запаса) задевает препятствие</translation>
    </message>
    <message>
        <source>If the obstacle is in front of the vehicle</source>
        <translation>Если препятствие впереди персонажа</translation>
    </message>
    <message>
        <source>If the target stood still, how long would the pursuer take to get there at full speed?</source>
        <translation>Если бы цель стояла на месте, за какое время преследователь добрался бы до неё на полной скорости?</translation>
    </message>
    <message>
        <source>Is the other vehicle within sight?</source>
        <translation>Находится ли другой персонаж в поле зрения?</translation>
    </message>
    <message>
        <source>Note: _maxSpeed here is inherited from the parent class</source>
        <translation>Примечание: _maxSpeed здесь унаследовано от родительского класса</translation>
    </message>
    <message>
        <source>Object avoidance</source>
        <translation>Избегание препятствий</translation>
    </message>
    <message>
        <source>Offset pursuit keeps a vehicle at a given offset from its leader.</source>
        <translation>Преследование со смещением держит персонажа на заданном смещении от ведущего.</translation>
    </message>
    <message>
        <source>Path following</source>
        <translation>Следование пути</translation>
    </message>
    <message>
        <source>Pursue behaviour</source>
        <translation>Поведение «преследование»</translation>
    </message>
    <message>
        <source>Scale the force by the distance to the obstacle: as small as it can be while still avoiding it</source>
        <translation>Масштабируем воздействие по расстоянию до препятствия: как можно меньше, но чтобы всё же обойти его</translation>
    </message>
    <message>
        <source>Seek behaviour</source>
        <translation>Поведение «поиск»</translation>
    </message>
    <message>
        <source>The displacement vector from the vehicle to the obstacle</source>
        <translation>Вектор перемещения от персонажа к препятствию</translation>
    </message>
    <message>
        <source>The leader&apos;s heading and side: its velocity made unit length, and that turned by 90 degrees</source>
        <translation>Направление движения и бок ведущего: его скорость единичной длины и она же, повёрнутая на 90 градусов</translation>
    </message>
    <message>
        <source>The obstacle&apos;s distance from the feeler</source>
        <translation>Расстояние от препятствия до щупа</translation>
    </message>
    <message>
        <source>The only difference from seek. In a word: the target is spotted, so turn round and run!</source>
        <translation>Единственное отличие от поиска. Одним словом: цель замечена — разворачиваемся и бежим!</translation>
    </message>
    <message>
        <source>The projection of the displacement onto the feeler</source>
        <translation>Проекция перемещения на щуп</translation>
    </message>
    <message>
        <source>The vehicle&apos;s &quot;feeler&quot;</source>
        <translation>«Щуп» персонажа</translation>
    </message>
    <message>
        <source>Wander behaviour</source>
        <translation>Поведение «блуждание»</translation>
    </message>
    <message>
        <source>Where the articles disagree: 000/001 print Math.random() - 0.5 * _wanderRange (an operator precedence slip); this is 002&apos;s step, the program&apos;s default.</source>
        <translation>Здесь статьи расходятся: в 000/001 напечатано Math.random() - 0.5 * _wanderRange (ошибка в приоритете операторов); здесь шаг из 002, как в программе по умолчанию.</translation>
    </message>
    <message>
        <source>Where the articles disagree: 000/001 print _steeringForce.add(...) and keep nothing, so alignment is lost; this keeps the sum, the program&apos;s default.</source>
        <translation>Здесь статьи расходятся: в 000/001 напечатано _steeringForce.add(...) без сохранения результата, и выравнивание теряется; здесь сумма сохраняется, как в программе по умолчанию.</translation>
    </message>
    <message>
        <source>Where the articles disagree: 002 predicts target.position.subtract(...), a point behind the pursuer; this is 000/001&apos;s prediction ahead of it, the program&apos;s default.</source>
        <translation>Здесь статьи расходятся: в 002 прогноз — target.position.subtract(...), точка позади преследователя; здесь прогноз из 000/001 — точка впереди него, как в программе по умолчанию.</translation>
    </message>
    <message>
        <source>Where the articles disagree: 003 divides by (maxSpeed + the target&apos;s speed) and seeks the target directly when head-on; this is 000-002&apos;s look-ahead, the program&apos;s default.</source>
        <translation>Здесь статьи расходятся: 003 делит на (maxSpeed + модуль скорости цели) и при встрече лоб в лоб ищет саму цель; здесь время прогноза из 000–002, как в программе по умолчанию.</translation>
    </message>
    <message>
        <source>Work out a force turned by 90 degrees</source>
        <translation>Вычисляем воздействие, повёрнутое на 90 градусов</translation>
    </message>
    <message>
        <source>_arrivalThreshold: the arrive distance threshold (closer than this, slow down)</source>
        <translation>_arrivalThreshold: порог расстояния для прибытия (ближе него — замедляться)</translation>
    </message>
    <message>
        <source>_avoidBuffer: the room the vehicle keeps between itself and an obstacle when it turns away</source>
        <translation>_avoidBuffer: запас, который персонаж оставляет между собой и препятствием, когда отворачивает</translation>
    </message>
    <message>
        <source>_avoidDistance: how far ahead the vehicle notices obstacles</source>
        <translation>_avoidDistance: на каком расстоянии впереди персонаж замечает препятствия</translation>
    </message>
    <message>
        <source>_inSightDist: how far the vehicle sees</source>
        <translation>_inSightDist: как далеко видит персонаж</translation>
    </message>
    <message>
        <source>_pathIndex: the index of the current waypoint</source>
        <translation>_pathIndex: номер текущей точки пути</translation>
    </message>
    <message>
        <source>_pathThreshold: the distance threshold of path following</source>
        <translation>_pathThreshold: порог расстояния при следовании пути</translation>
    </message>
    <message>
        <source>_tooCloseDist: the safe distance that keeps the flock from crowding together</source>
        <translation>_tooCloseDist: безопасное расстояние, чтобы стая не скучивалась</translation>
    </message>
    <message>
        <source>a collision is coming: steer away</source>
        <translation>столкновение близко: отворачиваем</translation>
    </message>
    <message>
        <source>add up velocities and positions</source>
        <translation>суммируем скорости и положения</translation>
    </message>
    <message>
        <source>and the projection is shorter than the feeler,</source>
        <translation>и проекция короче щупа,</translation>
    </message>
    <message>
        <source>average position</source>
        <translation>среднее положение</translation>
    </message>
    <message>
        <source>average velocity</source>
        <translation>средняя скорость</translation>
    </message>
    <message>
        <source>count the vehicles in sight</source>
        <translation>считаем персонажей в поле зрения</translation>
    </message>
    <message>
        <source>if the other vehicle is in sight</source>
        <translation>если другой персонаж в поле зрения</translation>
    </message>
    <message>
        <source>if the other vehicle is too close, flee it (this is separation)</source>
        <translation>если другой персонаж слишком близко, убегаем от него (это разделение)</translation>
    </message>
    <message>
        <source>match the average velocity (this is alignment)</source>
        <translation>подстраиваемся под среднюю скорость (это выравнивание)</translation>
    </message>
    <message>
        <source>steer towards the centre (this is cohesion)</source>
        <translation>правим к центру (это сплочённость)</translation>
    </message>
    <message>
        <source>the number of vehicles in sight</source>
        <translation>число персонажей в поле зрения</translation>
    </message>
    <message>
        <source>work out the average position</source>
        <translation>вычисляем среднее положение</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>These keys work wherever the focus is in the window. Only while a number is being typed in a field do ←, →, Home, End and undo edit that number; Enter or Escape ends the typing.</source>
        <translation>Эти клавиши работают, где бы ни был фокус в окне. Только пока в поле набирается число, клавиши ←, →, Home, End и отмена правят это число; Enter или Escape завершает ввод.</translation>
    </message>
    <message>
        <source>Any keyboard layout will do: with a Russian one the letter keys work by their place (T is the key marked Е), and ? is Shift+7.</source>
        <translation>Подходит любая раскладка: в русской буквенные клавиши работают по своему месту (T — это клавиша с буквой Е), а ? — это Shift+7.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>SourcesPage</name>
    <message>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Статьи</translation>
    </message>
    <message>
        <source>(no title in the copy)</source>
        <translation>(в копии нет заголовка)</translation>
    </message>
    <message>
        <source>Select an article or a disagreement.</source>
        <translation>Выберите статью или расхождение.</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Язык: %1</translation>
    </message>
    <message>
        <source>Author and date as the copy gives them: %1</source>
        <translation>Автор и дата, как указано в копии: %1</translation>
    </message>
    <message>
        <source>Where it disagrees with the others</source>
        <translation>Где она расходится с остальными</translation>
    </message>
    <message>
        <source>What each source prints</source>
        <translation>Что напечатано в каждом источнике</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1 (по умолчанию)</translation>
    </message>
    <message>
        <source>What the author evidently meant</source>
        <translation>Что автор, очевидно, имел в виду</translation>
    </message>
    <message>
        <source>Steering Lab&apos;s default: %1</source>
        <translation>По умолчанию в Steering Lab: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a disagreement, then the readings this article prints; the colon as the language writes it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The articles the program is built from, and what each prints where they disagree</source>
        <translation>Статьи, на которых построена программа, и то, что напечатано в каждой там, где они расходятся</translation>
    </message>
    <message>
        <source>Where the articles disagree</source>
        <translation>Где статьи расходятся</translation>
    </message>
    <message>
        <source>in none of the articles</source>
        <translation>нет ни в одной статье</translation>
    </message>
    <message>
        <source>Steering Lab is built from four articles; one of them, the AS3 study notes, was posted twice, so five copies are listed. Hover over a name for the article&apos;s full title. Where they disagree, the Parameters panel offers each reading as a variant.</source>
        <translation>Steering Lab построен на четырёх статьях; одна из них, конспект AS3, опубликована дважды, поэтому здесь пять копий. Наведите указатель на название, чтобы увидеть полное заглавие статьи. Там, где статьи расходятся, панель «Параметры» предлагает каждое прочтение как вариант.</translation>
    </message>
</context>
<context>
    <name>SpeedBox</name>
    <message>
        <source>Speed: type a number from 0.1 to 4; the speed stays %1×.</source>
        <translation>Скорость: введите число от 0.1 до 4; скорость остаётся %1×.</translation>
    </message>
    <message>
        <source>Speed: “%1” is not a speed from 0.1 to 4; the speed stays %2×.</source>
        <translation>Скорость: «%1» — не скорость от 0.1 до 4; скорость остаётся %2×.</translation>
    </message>
</context>
<context>
    <name>StageView</name>
    <message>
        <source>Click a vehicle to select it. Wheel: zoom. Drag empty space: pan.</source>
        <translation>Щелчок по персонажу выбирает его. Колёсико: масштаб. Перетаскивание пустого места: сдвиг.</translation>
    </message>
    <message>
        <source>%1: speed %2 px/frame</source>
        <translation>%1: модуль скорости %2 пикс./кадр</translation>
    </message>
    <message>
        <source>%1 (%2 in %3)</source>
        <translation>%1 (%2 в %3)</translation>
    </message>
    <message>
        <source>: length %1</source>
        <translation>: длина %1</translation>
    </message>
    <message>
        <source>: radius %1</source>
        <translation>: радиус %1</translation>
    </message>
    <message>
        <source>Target: drag it to move it</source>
        <translation>Цель: перетащите, чтобы сдвинуть</translation>
    </message>
    <message>
        <source>Obstacle %1: drag it to move it</source>
        <translation>Препятствие %1: перетащите, чтобы сдвинуть</translation>
    </message>
    <message>
        <source>Waypoint %1: drag it to move it; right-click or Delete removes it</source>
        <translation>Точка пути %1: перетащите, чтобы сдвинуть; правый щелчок или Delete удаляет её</translation>
    </message>
    <message>
        <source>%1: click to show only this rule&apos;s vectors on the stage; click again to show everything</source>
        <translation>%1: нажмите, чтобы на сцене остались только векторы этого правила; нажмите ещё раз, чтобы снова показать всё</translation>
    </message>
    <message>
        <source>Unfold the legend</source>
        <translation>Развернуть легенду</translation>
    </message>
    <message>
        <source>Fold the legend to one line</source>
        <translation>Свернуть легенду в одну строку</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome to Steering Lab</source>
        <translation>Добро пожаловать в Steering Lab</translation>
    </message>
    <message>
        <source>Choose a lesson to open, or start with the demo.</source>
        <translation>Выберите урок или начните сразу с демонстрации.</translation>
    </message>
    <message>
        <source>Show this page when Steering Lab starts</source>
        <translation>Показывать эту страницу при запуске Steering Lab</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Открыть урок</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>Открыть файл урока…</translation>
    </message>
    <message>
        <source>Start with the demo</source>
        <translation>Начать с демонстрации</translation>
    </message>
</context>
<context>
    <name>TextScale</name>
    <message>
        <source>Larger text</source>
        <translation>Текст крупнее</translation>
    </message>
    <message>
        <source>Larger text in the panels, formulas and on the stage, for the back of the classroom</source>
        <translation>Текст крупнее на панелях, в формулах и на сцене — для задних рядов класса</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Мельче текст</translation>
    </message>
    <message>
        <source>Smaller text in the panels, formulas and on the stage</source>
        <translation>Мельче текст на панелях, в формулах и на сцене</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>Frame %1 / %2</source>
        <translation>Кадр %1 / %2</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Скорость:</translation>
    </message>
    <message>
        <source>The frame shown / the last frame reached since the reset.</source>
        <translation>Показанный кадр / последний кадр, достигнутый после сброса.</translation>
    </message>
    <message>
        <source>Timeline: drag to any frame since the last reset; the frames are replayed exactly.</source>
        <translation>Шкала времени: перетащите к любому кадру после последнего сброса; кадры воспроизводятся в точности.</translation>
    </message>
    <message>
        <source>Hatched: frames %1 to %2 would be replaced by a change made now (a drag, a waypoint, a parameter, a variant); Undo brings them back.</source>
        <translation>Заштриховано: кадры с %1 по %2 будут заменены, если сделать изменение сейчас (перетаскивание, точка пути, параметр, вариант); отмена вернёт их.</translation>
    </message>
    <message>
        <source>Playback speed: 1× is 30 frames per second. The arrows walk 0.1×, 0.25×, 0.5×, 1×, 2× and 4×; type any value from 0.1 to 4 and press Enter.</source>
        <translation>Скорость воспроизведения: 1× — 30 кадров в секунду. Стрелки перебирают 0.1×, 0.25×, 0.5×, 1×, 2× и 4×; можно ввести любое значение от 0.1 до 4 и нажать Enter.</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Шкала времени</translation>
    </message>
    <message>
        <source>Frames since the last reset; the bookmarks are marked above it</source>
        <translation>Кадры с последнего сброса; закладки отмечены над шкалой</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>px/frame</source>
        <translation>пикс./кадр</translation>
    </message>
    <message>
        <source>px/frame²</source>
        <translation>пикс./кадр²</translation>
    </message>
    <message>
        <source>px</source>
        <translation>пикс.</translation>
    </message>
    <message>
        <source>rad</source>
        <translation>рад</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Wander angle step</source>
        <translation>Шаг угла блуждания</translation>
    </message>
    <message>
        <source>Evade prediction</source>
        <translation>Прогноз уклонения</translation>
    </message>
    <message>
        <source>Look-ahead time</source>
        <translation>Время прогноза</translation>
    </message>
    <message>
        <source>Flock alignment</source>
        <translation>Выравнивание стаи</translation>
    </message>
    <message>
        <source>F += avgVel − v (as intended)</source>
        <translation>F += avgVel − v (как задумано)</translation>
    </message>
    <message>
        <source>In sight</source>
        <translation>В поле зрения</translation>
    </message>
    <message>
        <source>within distance and in front (printed code)</source>
        <translation>в пределах расстояния и впереди (напечатанный код)</translation>
    </message>
    <message>
        <source>within distance only (the flock never splits)</source>
        <translation>только по расстоянию (стая не распадается)</translation>
    </message>
    <message>
        <source>The Cocos port adds the target&apos;s speed and seeks directly when the target comes head-on.</source>
        <translation>Порт на Cocos добавляет модуль скорости цели и ищет её напрямую, когда она идёт навстречу.</translation>
    </message>
    <message>
        <source>Three flocks from one idea: the printed AS3 line throws the alignment away.</source>
        <translation>Три стаи из одной идеи: напечатанная строка AS3 выбрасывает выравнивание.</translation>
    </message>
    <message>
        <source>The printed inSight also tests that the other vehicle is in front.</source>
        <translation>Напечатанный inSight проверяет ещё и то, что другой персонаж впереди.</translation>
    </message>
    <message>
        <source>Ahead: p + v·t</source>
        <translation>Впереди: p + v·t</translation>
    </message>
    <message>
        <source>As intended</source>
        <translation>Как задумано</translation>
    </message>
    <message>
        <source>In front (printed)</source>
        <translation>Впереди (напечатано)</translation>
    </message>
    <message>
        <source>Distance only</source>
        <translation>Только расстояние</translation>
    </message>
    <message>
        <source>Update order</source>
        <translation>Порядок обновления</translation>
    </message>
    <message>
        <source>one vehicle after another; later ones see the earlier ones moved (FlockTest)</source>
        <translation>персонажи по очереди; следующие видят предыдущих уже сдвинутыми (FlockTest)</translation>
    </message>
    <message>
        <source>every vehicle reads the same frame, then all move (Reynolds&apos; boids)</source>
        <translation>все персонажи смотрят на один и тот же кадр, затем движутся вместе (boids Рейнольдса)</translation>
    </message>
    <message>
        <source>In turn (FlockTest)</source>
        <translation>По очереди (FlockTest)</translation>
    </message>
    <message>
        <source>Simultaneous (Reynolds)</source>
        <translation>Одновременно (Рейнольдс)</translation>
    </message>
    <message>
        <source>FlockTest updates the vehicles one by one; Reynolds&apos; boids all look at the same moment, then move together.</source>
        <translation>FlockTest обновляет персонажей по одному; boids Рейнольдса все смотрят на один и тот же момент, затем движутся вместе.</translation>
    </message>
    <message>
        <source>random()·wanderRange − wanderRange·0.5 (Russian translation)</source>
        <translation>random()·wanderRange − wanderRange·0.5 (русский перевод)</translation>
    </message>
    <message>
        <source>random() − 0.5·wanderRange (as printed in the AS3 study notes)</source>
        <translation>random() − 0.5·wanderRange (как в конспекте AS3)</translation>
    </message>
    <message>
        <source>p + v·t, where the pursuer will be (AS3 study notes, Cocos port)</source>
        <translation>p + v·t — где будет преследователь (конспект AS3, порт на Cocos)</translation>
    </message>
    <message>
        <source>p − v·t, a point behind the pursuer (Russian translation)</source>
        <translation>p − v·t — точка позади преследователя (русский перевод)</translation>
    </message>
    <message>
        <source>t = dist / maxSpeed (the book: AS3 study notes, Russian translation)</source>
        <translation>t = dist / maxSpeed (книга: конспект AS3, русский перевод)</translation>
    </message>
    <message>
        <source>t = dist / (maxSpeed + |v|), head-on shortcut (Cocos port)</source>
        <translation>t = dist / (maxSpeed + |v|), прямой поиск при встречном движении (порт на Cocos)</translation>
    </message>
    <message>
        <source>discarded: add() returns a new vector (as printed in the AS3 study notes)</source>
        <translation>отброшено: add() возвращает новый вектор (как в конспекте AS3)</translation>
    </message>
    <message>
        <source>F −= avgVel (Cocos port)</source>
        <translation>F −= avgVel (порт на Cocos)</translation>
    </message>
    <message>
        <source>The articles print two different wander angle steps; they agree only when wanderRange = 1.</source>
        <translation>В статьях напечатаны два разных шага угла блуждания; они совпадают только при wanderRange = 1.</translation>
    </message>
    <message>
        <source>The Russian translation subtracts the pursuer&apos;s velocity: the evader flees from a point behind the pursuer.</source>
        <translation>В русском переводе скорость преследователя вычитается: уклоняющийся убегает от точки позади преследователя.</translation>
    </message>
    <message>
        <source>Within ±range/2 (Russian translation)</source>
        <translation>В пределах ±½ диапазона (русский перевод)</translation>
    </message>
    <message>
        <source>As printed (AS3 study notes)</source>
        <translation>Как напечатано (конспект AS3)</translation>
    </message>
    <message>
        <source>Behind: p − v·t (Russian translation)</source>
        <translation>Позади: p − v·t (русский перевод)</translation>
    </message>
    <message>
        <source>Book (AS3 study notes, Russian translation)</source>
        <translation>Книга (конспект AS3, русский перевод)</translation>
    </message>
    <message>
        <source>Cocos port</source>
        <translation>порт на Cocos</translation>
    </message>
</context>
<context>
    <name>Vehicle</name>
    <message>
        <source>vehicle</source>
        <translation>персонаж</translation>
    </message>
    <message>
        <source>seeker</source>
        <translation>ищущий</translation>
    </message>
    <message>
        <source>fleer</source>
        <translation>убегающий</translation>
    </message>
    <message>
        <source>pursuer</source>
        <translation>преследователь</translation>
    </message>
    <message>
        <source>evader</source>
        <translation>уклоняющийся</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <source>player</source>
        <translation>персонаж</translation>
    </message>
</context>
<context>
    <name>codelab::CodeDock</name>
    <message>
        <source>from frame %1; the code defines none of the book&apos;s methods, so the vehicles go on with the built-in ones.</source>
        <translation>с кадра %1; код не определяет ни одного метода из книги, поэтому персонажи продолжают использовать встроенные.</translation>
    </message>
    <message>
        <source>from frame %1 every vehicle uses your %2.</source>
        <translation>с кадра %1 каждый персонаж использует ваши методы: %2.</translation>
    </message>
    <message>
        <source>from frame %1 the vehicles use the built-in methods again; your code stays in the editor.</source>
        <translation>с кадра %1 персонажи снова используют встроенные методы; ваш код остаётся в редакторе.</translation>
    </message>
</context>
<context>
    <name>codelab::JsScriptRunner</name>
    <message>
        <source>The script cannot run: %1</source>
        <translation>Скрипт не может выполняться: %1</translation>
    </message>
    <message>
        <source>%1() left the steering force not a finite number.</source>
        <translation>После %1() управляющее воздействие не является конечным числом.</translation>
    </message>
    <message>
        <source>%1() left the velocity not a finite number.</source>
        <translation>После %1() скорость не является конечным числом.</translation>
    </message>
    <message>
        <source>%1() left a field of the vehicle not a finite number.</source>
        <translation>После %1() одно из полей персонажа не является конечным числом.</translation>
    </message>
    <message>
        <source>%1() left _pathIndex not a whole number.</source>
        <translation>После %1() _pathIndex не является целым числом.</translation>
    </message>
    <message>
        <source>%1() ran longer than one second and was stopped.</source>
        <translation>%1() выполнялась дольше одной секунды и была остановлена.</translation>
    </message>
    <message>
        <source>%1() used too much memory and was stopped.</source>
        <translation>%1() заняла слишком много памяти и была остановлена.</translation>
    </message>
    <message>
        <source>The script stopped: %1</source>
        <translation>Скрипт остановлен: %1</translation>
    </message>
    <message>
        <source>The script threw an exception: %1</source>
        <translation>Скрипт выбросил исключение: %1</translation>
    </message>
    <message>
        <source>%1() needs a vehicle</source>
        <translation>%1() нужен персонаж в качестве аргумента</translation>
    </message>
    <message>
        <source>The script&apos;s top level ran longer than one second and was stopped.</source>
        <translation>Код верхнего уровня скрипта выполнялся дольше одной секунды и был остановлен.</translation>
    </message>
    <message>
        <source>The script&apos;s top level used too much memory and was stopped.</source>
        <translation>Код верхнего уровня скрипта занял слишком много памяти и был остановлен.</translation>
    </message>
</context>
</TS>
