<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif);;MP4 video (*.mp4);;PNG images, numbered (*.png)</source>
        <translation>GIF 动画 (*.gif);;MP4 视频 (*.mp4);;编号的 PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>帧：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Formulas beside the stage</source>
        <translation>在舞台旁显示公式</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>The file name must end in .gif, .mp4 or .png.</source>
        <translation>文件名须以 .gif、.mp4 或 .png 结尾。</translation>
    </message>
    <message>
        <source>The first frame comes after the last one.</source>
        <translation>起始帧在结束帧之后。</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Frame number</source>
        <translation>帧号</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Could not write &apos;%1&apos; (is the folder writable, is the disk full?).</source>
        <translation>无法写入“%1”（文件夹是否可写？磁盘是否已满？）。</translation>
    </message>
    <message>
        <source>Not enough memory to write &apos;%1&apos;.</source>
        <translation>内存不足，无法写入“%1”。</translation>
    </message>
    <message>
        <source>This system&apos;s FFmpeg libraries have no H.264 encoder: export a GIF or PNG images instead.</source>
        <translation>本系统的 FFmpeg 库没有 H.264 编码器：请改为导出 GIF 或 PNG 图片。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an animation file: the name must end in .gif, .mp4 or .png.</source>
        <translation>“%1”不是动画文件：文件名须以 .gif、.mp4 或 .png 结尾。</translation>
    </message>
    <message>
        <source>Could not write &apos;%1&apos;: %2.</source>
        <translation>无法写入“%1”：%2。</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>New arrow</source>
        <translation>新箭头</translation>
    </message>
    <message>
        <source>Edit arrow</source>
        <translation>编辑箭头</translation>
    </message>
    <message>
        <source>New note</source>
        <translation>新标注</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>编辑标注</translation>
    </message>
    <message>
        <source>Label (%1, optional):</source>
        <translation>标签（%1，可不填）：</translation>
    </message>
    <message>
        <source>Text (%1):</source>
        <translation>文字（%1）：</translation>
    </message>
    <message>
        <source>Shown from frame:</source>
        <translation>显示自第几帧：</translation>
    </message>
    <message>
        <source>to frame:</source>
        <translation>到第几帧：</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>Crimson</source>
        <translation>深红色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>Article</name>
    <message>
        <source>AS3 study notes</source>
        <translation>AS3 学习笔记</translation>
    </message>
    <message>
        <source>Russian translation</source>
        <translation>俄文译文</translation>
    </message>
    <message>
        <source>Cocos port</source>
        <translation>Cocos 移植版</translation>
    </message>
    <message>
        <source>Lennard-Jones post</source>
        <translation>Lennard-Jones 势避障一文</translation>
    </message>
    <message>
        <source>%1 (the same article re-posted)</source>
        <translation>%1（同一篇文章的转载）</translation>
    </message>
    <message>
        <source>%1 (first posting)</source>
        <translation>%1（首次发表）</translation>
    </message>
    <message>
        <source>%1 (re-posted in 2022)</source>
        <translation>%1（2022 年转载）</translation>
    </message>
</context>
<context>
    <name>BehavioursPanel</name>
    <message>
        <source>Behaviours</source>
        <translation>行为</translation>
    </message>
    <message>
        <source>%1 needs another vehicle to aim at, and there is none: add a vehicle first.</source>
        <translation>%1 需要另一辆机车作为目标，但现在没有：请先添加一辆机车。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>A click on the stage places</source>
        <translation>在舞台上单击放置</translation>
    </message>
    <message>
        <source>Add a behaviour call at the end of the list</source>
        <translation>在列表末尾添加一个行为调用</translation>
    </message>
    <message>
        <source>Add behaviour</source>
        <translation>添加行为</translation>
    </message>
    <message>
        <source>At the stage&apos;s edge:</source>
        <translation>到达舞台边缘时：</translation>
    </message>
    <message>
        <source>Move down (made later)</source>
        <translation>下移（稍后执行）</translation>
    </message>
    <message>
        <source>Move up (made earlier)</source>
        <translation>上移（提前执行）</translation>
    </message>
    <message>
        <source>No behaviours: the vehicle keeps its velocity.</source>
        <translation>没有行为：机车保持原来的速度。</translation>
    </message>
    <message>
        <source>No vehicle selected</source>
        <translation>未选中机车</translation>
    </message>
    <message>
        <source>Offset (side, ahead):</source>
        <translation>偏移（侧向，前方）：</translation>
    </message>
    <message>
        <source>Offset ahead of the leader (px); negative is behind</source>
        <translation>在领队前方的偏移（像素）；负数表示在后方</translation>
    </message>
    <message>
        <source>Offset ahead</source>
        <translation>向前偏移</translation>
    </message>
    <message>
        <source>Offset to the leader&apos;s side (px)</source>
        <translation>向领队侧方的偏移（像素）</translation>
    </message>
    <message>
        <source>Offset to the side</source>
        <translation>侧向偏移</translation>
    </message>
    <message>
        <source>Remove this behaviour</source>
        <translation>删除这个行为</translation>
    </message>
    <message>
        <source>Switched off, the call stays in the list but is not made.</source>
        <translation>关闭后，这个调用仍留在列表中，但不会执行。</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>Vehicle %1: its behaviours each frame, in this order</source>
        <translation>机车 %1：每一帧按此顺序执行的行为</translation>
    </message>
    <message>
        <source>a circle</source>
        <translation>一个圆</translation>
    </message>
    <message>
        <source>a vehicle (wandering)</source>
        <translation>一辆机车（漫游）</translation>
    </message>
    <message>
        <source>a waypoint</source>
        <translation>一个路点</translation>
    </message>
    <message>
        <source>the pointer</source>
        <translation>鼠标指针</translation>
    </message>
    <message>
        <source>Another behaviour in this call&apos;s place (its target is kept where the new one takes it)</source>
        <translation>在这次调用的位置换成另一种行为（新行为能用原来的目标时保留该目标）</translation>
    </message>
    <message>
        <source>Behaviour of call %1</source>
        <translation>第 %1 次调用的行为</translation>
    </message>
</context>
<context>
    <name>BookmarkDialog</name>
    <message>
        <source>Bookmark</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>Frame:</source>
        <translation>帧：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <source>A bookmark needs a title in at least one language.</source>
        <translation>书签至少需要一种语言的标题。</translation>
    </message>
</context>
<context>
    <name>ClaimsPanel</name>
    <message>
        <source>Claims</source>
        <translation>验证说法</translation>
    </message>
    <message>
        <source>Pursuer reached the target at frame %1.</source>
        <translation>追捕者在第 %1 帧到达目标。</translation>
    </message>
    <message>
        <source>Pursuer has not reached the target yet: %1 px apart.</source>
        <translation>追捕者还没有到达目标：相距 %1 像素。</translation>
    </message>
    <message>
        <source>Seeker reached the target at frame %1.</source>
        <translation>寻找者在第 %1 帧到达目标。</translation>
    </message>
    <message>
        <source>Seeker has not reached the target yet: %1 px apart.</source>
        <translation>寻找者还没有到达目标：相距 %1 像素。</translation>
    </message>
    <message>
        <source>Both reached it at the same frame.</source>
        <translation>两者在同一帧到达目标。</translation>
    </message>
    <message>
        <source>Reached: positions at most %1 px apart (one body length).</source>
        <translation>到达：两者的位置相距不超过 %1 像素（一辆机车的身长）。</translation>
    </message>
    <message>
        <source>Pursuer reached the evader at frame %1.</source>
        <translation>追捕者在第 %1 帧追上躲避者。</translation>
    </message>
    <message>
        <source>Pursuer has not reached the evader yet: %1 px apart.</source>
        <translation>追捕者还没有追上躲避者：相距 %1 像素。</translation>
    </message>
    <message>
        <source>Braking started at frame %1, at dist %2 (arrivalThreshold %3).</source>
        <translation>从第 %1 帧开始刹车，此时 dist 为 %2（arrivalThreshold %3）。</translation>
    </message>
    <message>
        <source>Not braking yet.</source>
        <translation>还没有开始刹车。</translation>
    </message>
    <message>
        <source>Now: dist %1 px, speed %2 px/frame.</source>
        <translation>当前：dist %1 像素，速率 %2 像素/帧。</translation>
    </message>
    <message>
        <source>Smallest clearance so far between the vehicle&apos;s triangle and each circle:</source>
        <translation>到目前为止，机车三角形与每个圆之间的最小间距：</translation>
    </message>
    <message>
        <source>Circle %1: %2 px (frame %3).</source>
        <translation>圆 %1：%2 像素（第 %3 帧）。</translation>
    </message>
    <message>
        <source>Circle %1: touched, overlap %2 px (frame %3).</source>
        <translation>圆 %1：碰到了，重叠 %2 像素（第 %3 帧）。</translation>
    </message>
    <message>
        <source>The vehicle has touched a circle.</source>
        <translation>机车碰到过圆。</translation>
    </message>
    <message>
        <source>The vehicle has not touched any circle so far.</source>
        <translation>到目前为止，机车没有碰到任何圆。</translation>
    </message>
    <message numerus="yes">
        <source>The pursuer was %n frames earlier.</source>
        <translation>
            <numerusform>追捕者早到了 %n 帧。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seeker was %n frames earlier.</source>
        <translation>
            <numerusform>寻找者早到了 %n 帧。</numerusform>
        </translation>
    </message>
    <message>
        <source>The pursuer was one frame earlier.</source>
        <translation>追捕者早到了一帧。</translation>
    </message>
    <message>
        <source>The seeker was one frame earlier.</source>
        <translation>寻找者早到了一帧。</translation>
    </message>
    <message>
        <source>No vehicle chases anything yet. Give one seek, arrive or pursue aimed at the pointer or at another vehicle: here you will read whether it catches its target, after how many frames, and how close it came.</source>
        <translation>还没有机车在追赶目标。给一辆机车加上寻找（seek）、到达（arrive）或追捕（pursue），目标设为鼠标指针或另一辆机车：这里会显示它是否追上目标、用了多少帧、最近到过多近。</translation>
    </message>
    <message>
        <source>Caught: positions at most %1 px apart (one body length).</source>
        <translation>追上：两者的位置相距不超过 %1 像素（一辆机车的身长）。</translation>
    </message>
    <message>
        <source>the pointer</source>
        <translation>鼠标指针</translation>
    </message>
    <message>
        <source>%1: caught at frame %2 (frames to catch: %3).</source>
        <translation>%1：在第 %2 帧追上（追上所用帧数：%3）。</translation>
    </message>
    <message>
        <source>%1: not caught yet, %2 px apart.</source>
        <translation>%1：尚未追上，相距 %2 像素。</translation>
    </message>
    <message>
        <source>Smallest distance so far: %1 px (frame %2).</source>
        <translation>目前最小距离：%1 像素（第 %2 帧）。</translation>
    </message>
    <message>
        <source>(It no longer makes this call.)</source>
        <translation>（它已不再调用这一行为。）</translation>
    </message>
    <message>
        <source>Some lines are hidden until the prediction is checked (Questions panel).</source>
        <translation>有几行在检验预测之前不显示（见“问题”面板）。</translation>
    </message>
    <message>
        <source>The Russian translation claims: the pursuer, aiming where the target will be, reaches it before the seeker.</source>
        <translation>俄文译文的说法：追捕者瞄准目标将要到达的位置，因此比寻找者先到达目标。</translation>
    </message>
    <message>
        <source>The Russian translation claims: arrive slows down once dist is no longer above arrivalThreshold.</source>
        <translation>俄文译文的说法：一旦 dist 不再大于 arrivalThreshold，到达行为就开始减速。</translation>
    </message>
</context>
<context>
    <name>CodeEditor</name>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Seek</source>
        <translation>寻找</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>避开</translation>
    </message>
    <message>
        <source>Arrive</source>
        <translation>到达</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>追捕</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>躲避</translation>
    </message>
    <message>
        <source>Wander</source>
        <translation>漫游</translation>
    </message>
    <message>
        <source>Object avoidance</source>
        <translation>对象回避</translation>
    </message>
    <message>
        <source>Path following</source>
        <translation>路径跟随</translation>
    </message>
    <message>
        <source>Flock</source>
        <translation>群落</translation>
    </message>
    <message>
        <source>In sight</source>
        <translation>视野</translation>
    </message>
    <message>
        <source>Too close</source>
        <translation>过近</translation>
    </message>
    <message>
        <source>Offset pursuit</source>
        <translation>追逐偏移</translation>
    </message>
    <message>
        <source>Start from the book&apos;s method</source>
        <translation>从书中的方法开始</translation>
    </message>
    <message>
        <source>Start from the book&apos;s method…</source>
        <translation>从书中的方法开始…</translation>
    </message>
    <message>
        <source>The editor already holds code. Replace it with %1, or add %1 at the end?</source>
        <translation>编辑器中已有代码。用 %1 替换它，还是把 %1 添加到末尾？</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Add at the end</source>
        <translation>添加到末尾</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Put one of the book&apos;s methods, in JavaScript, into the editor, with its comments in your language</source>
        <translation>把书中的一个方法（JavaScript 版）放进编辑器，注释为界面语言</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Use this code from the current frame on (Ctrl+Return)</source>
        <translation>从当前帧起使用这段代码（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Back to the built-in methods</source>
        <translation>恢复为内置方法</translation>
    </message>
    <message>
        <source>Write a method named like the book&apos;s (seek, flee, …) and press Run.</source>
        <translation>写一个与书中同名的方法（seek、flee……），然后按“运行”。</translation>
    </message>
    <message>
        <source>The book&apos;s %1 is in the editor; press Run to use it.</source>
        <translation>书中的 %1 已放入编辑器；按“运行”使用它。</translation>
    </message>
    <message>
        <source>Applying the code…</source>
        <translation>正在应用代码…</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>已应用：%1</translation>
    </message>
    <message>
        <source>Back to the built-in methods.</source>
        <translation>已恢复为内置方法。</translation>
    </message>
    <message>
        <source>Not applied: the error is on line %1. The vehicles go on as before.</source>
        <translation>未应用：错误在第 %1 行。机车照旧运动。</translation>
    </message>
    <message>
        <source>Not applied: %1 The vehicles go on as before.</source>
        <translation>未应用：%1 机车照旧运动。</translation>
    </message>
    <message>
        <source>Code editor</source>
        <translation>代码编辑器</translation>
    </message>
    <message>
        <source>JavaScript methods named like the book&apos;s; errors are marked at their line</source>
        <translation>与书中同名的 JavaScript 方法；错误标记在所在行</translation>
    </message>
    <message>
        <source>Built-in methods</source>
        <translation>内置方法</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--scenario needs an id (one of: %1)</source>
        <translation>--scenario 需要一个场景 id（可选：%1）</translation>
    </message>
    <message>
        <source>unknown scenario &apos;%1&apos; (valid: %2)</source>
        <translation>未知场景“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>--frames needs a whole number from 0 to 10000000, not &apos;%1&apos;</source>
        <translation>--frames 需要 0 到 10000000 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--seed 需要 0 到 18446744073709551615 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--target needs X,Y in pixels, e.g. --target 300,120, not &apos;%1&apos;</source>
        <translation>--target 需要以像素为单位的 X,Y，例如 --target 300,120，而不是“%1”</translation>
    </message>
    <message>
        <source>--set needs name=value, e.g. --set maxSpeed=5, not &apos;%1&apos;</source>
        <translation>--set 需要 名称=值，例如 --set maxSpeed=5，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; in --set (valid: %2)</source>
        <translation>--set 中的参数“%1”未知（可选：%2）</translation>
    </message>
    <message>
        <source>--set %1: &apos;%2&apos; is not a number</source>
        <translation>--set %1：“%2”不是数字</translation>
    </message>
    <message>
        <source>--variant needs behaviour=name, e.g. --variant evade=behind, not &apos;%1&apos;</source>
        <translation>--variant 需要 行为=名称，例如 --variant evade=behind，而不是“%1”</translation>
    </message>
    <message>
        <source>--trace needs a file name</source>
        <translation>--trace 需要一个文件名</translation>
    </message>
    <message>
        <source>--screenshot needs a file name ending in .png</source>
        <translation>--screenshot 需要一个以 .png 结尾的文件名</translation>
    </message>
    <message>
        <source>--screenshot writes PNG pictures: the file name must end in .png, not &apos;%1&apos;</source>
        <translation>--screenshot 保存 PNG 图片：文件名必须以 .png 结尾，而不是“%1”</translation>
    </message>
    <message>
        <source>--select needs a vehicle id</source>
        <translation>--select 需要机车的 id</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT between 640x480 and 7680x4320, e.g. 1280x800, not &apos;%1&apos;</source>
        <translation>--size 需要 宽x高，介于 640x480 和 7680x4320 之间，例如 1280x800，而不是“%1”</translation>
    </message>
    <message>
        <source>--lang must be one of: en, zh_CN, ru (not &apos;%1&apos;)</source>
        <translation>--lang 必须是 en、zh_CN、ru 之一（而不是“%1”）</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see --help)</source>
        <translation>未知选项“%1”（见 --help）</translation>
    </message>
    <message>
        <source>--trace and --screenshot cannot be used together</source>
        <translation>--trace 和 --screenshot 不能同时使用</translation>
    </message>
    <message>
        <source>Steering Lab: steering behaviours (seek, flee, arrive, pursue, evade, wander, object avoidance, path following, flocking, offset pursuit, Lennard-Jones avoidance) for the classroom.</source>
        <translation>Steering Lab：课堂用的转向行为演示（寻找、避开、到达、追捕、躲避、漫游、对象回避、路径跟随、群落、追逐偏移、Lennard-Jones 势函数回避）。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示本帮助并退出。</translation>
    </message>
    <message>
        <source>Print the scenario ids, one a line, and exit.</source>
        <translation>列出场景 id，每行一个，然后退出。</translation>
    </message>
    <message>
        <source>Start with this scenario: %1.</source>
        <translation>从这个场景开始：%1。</translation>
    </message>
    <message>
        <source>Seed of the random generator (default 1); the same seed gives the same frames.</source>
        <translation>随机数生成器的种子（默认 1）；相同的种子给出相同的帧。</translation>
    </message>
    <message>
        <source>Pointer target in stage pixels (default: the stage centre).</source>
        <translation>指针目标，以舞台像素为单位（默认：舞台中心）。</translation>
    </message>
    <message>
        <source>Set a parameter (repeatable), with the seeds&apos; names: %1.</source>
        <translation>设置一个参数（可重复），使用原文中的名称：%1。</translation>
    </message>
    <message>
        <source>Choose a variant where the seeds disagree (the first is the default): %1</source>
        <translation>在原文不一致之处选择一个变体（第一个为默认）：%1</translation>
    </message>
    <message>
        <source>Write one JSON line per frame (frames 0..N) to FILE, without opening a window.</source>
        <translation>每帧写一行 JSON（第 0..N 帧）到 FILE，不打开窗口。</translation>
    </message>
    <message>
        <source>Open the window offscreen, advance N frames, save a picture of it and exit.</source>
        <translation>在屏幕外打开窗口，前进 N 帧，保存一张图片后退出。</translation>
    </message>
    <message>
        <source>Select this vehicle (its vectors are drawn strongest).</source>
        <translation>选中这辆机车（它的向量画得最醒目）。</translation>
    </message>
    <message>
        <source>Window size for --screenshot and the window (default 1280x800).</source>
        <translation>--screenshot 和窗口的尺寸（默认 1280x800）。</translation>
    </message>
    <message>
        <source>Interface language: en, zh_CN or ru (default: the saved choice, else the system locale).</source>
        <translation>界面语言：en、zh_CN 或 ru（默认：上次保存的选择，否则跟随系统区域设置）。</translation>
    </message>
    <message>
        <source>Errors print one line and exit with status 2.</source>
        <translation>出错时打印一行说明，并以状态 2 退出。</translation>
    </message>
    <message>
        <source>--select: no vehicle &apos;%1&apos; in scenario &apos;%2&apos; (vehicles: %3)</source>
        <translation>--select：场景“%2”中没有机车“%1”（机车：%3）</translation>
    </message>
    <message>
        <source>cannot write trace file &apos;%1&apos;: %2</source>
        <translation>无法写入轨迹文件“%1”：%2</translation>
    </message>
    <message>
        <source>%1 cannot be used with a lesson file: the lesson holds its own set-up</source>
        <translation>%1 不能与课程文件一起使用：课程自带设置</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a lesson file: lesson files end in .steerlab (see --help)</source>
        <translation>“%1”不是课程文件：课程文件以 .steerlab 结尾（见 --help）</translation>
    </message>
    <message>
        <source>--trace needs --scenario ID (one of: %1) or a lesson file</source>
        <translation>--trace 需要 --scenario ID（可选：%1）或一个课程文件</translation>
    </message>
    <message>
        <source>Advance N frames (default: 100 with --trace, otherwise 0; for a lesson: its last frame with --trace, otherwise the frame it opens at).</source>
        <translation>前进 N 帧（默认：使用 --trace 时为 100，否则为 0；对于课程：使用 --trace 时为其最后一帧，否则为课程打开时的那一帧）。</translation>
    </message>
    <message>
        <source>Open a lesson file: its set-up, recorded input and first frame (instead of --scenario, --seed, --target, --set and --variant).</source>
        <translation>打开一个课程文件：使用其中的设置、录下的输入和起始帧（代替 --scenario、--seed、--target、--set 和 --variant）。</translation>
    </message>
    <message>
        <source>Usage: steeringlab [options] [LESSON.steerlab]</source>
        <translation>用法：steeringlab [选项] [课程.steerlab]</translation>
    </message>
    <message>
        <source>only one lesson file can be opened, not both &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>只能打开一个课程文件，不能同时打开“%1”和“%2”</translation>
    </message>
    <message>
        <source>--fuzz needs a seed, a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>--fuzz 需要一个种子，即 0 到 18446744073709551615 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--events needs a whole number from 1 to 10000000, not &apos;%1&apos;</source>
        <translation>--events 需要 1 到 10000000 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--fuzz cannot be used with --trace or --screenshot</source>
        <translation>--fuzz 不能与 --trace 或 --screenshot 同时使用</translation>
    </message>
    <message>
        <source>Drive the window offscreen with seeded random input, checking after every event that every number is finite and the frame equals a straight re-run of the recorded input; prints the seed and event of any failure (exit status 1).</source>
        <translation>在离屏窗口上用带种子的随机输入驱动程序，每个事件后检查所有数值均为有限值、当前帧与按记录输入直接重算的结果一致；出错时打印种子和事件（退出状态 1）。</translation>
    </message>
    <message>
        <source>Number of random events for --fuzz (default 1000).</source>
        <translation>--fuzz 的随机事件数（默认 1000）。</translation>
    </message>
    <message>
        <source>fuzz seed %1 failed at %2</source>
        <translation>随机输入测试（种子 %1）失败于 %2</translation>
    </message>
    <message>
        <source>fuzz seed %1: %2 events, every invariant held</source>
        <translation>随机输入测试（种子 %1）：%2 个事件，所有不变量均成立</translation>
    </message>
    <message>
        <source>--set %1: the value must be a finite number, not &apos;%2&apos;</source>
        <translation>--set %1：值必须是有限的数，而不是“%2”</translation>
    </message>
    <message>
        <source>--set %1: the value must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--set %1：值必须是 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>--set %1: the value must be greater than %2 and at most %3, not &apos;%4&apos;</source>
        <translation>--set %1：值必须大于 %2 且不超过 %3，而不是“%4”</translation>
    </message>
    <message>
        <source>--set %1: the value must be from %2 to %3, not &apos;%4&apos;</source>
        <translation>--set %1：值必须在 %2 到 %3 之间，而不是“%4”</translation>
    </message>
    <message>
        <source>--variant %1: unknown variant &apos;%2&apos; (valid: %3)</source>
        <translation>--variant %1：没有变体“%2”（可选：%3）</translation>
    </message>
    <message>
        <source>--variant: unknown behaviour &apos;%1&apos; (valid: %2)</source>
        <translation>--variant：未知的行为“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>--export-animation needs a file name ending in .gif, .mp4 or .png</source>
        <translation>--export-animation 需要一个以 .gif、.mp4 或 .png 结尾的文件名</translation>
    </message>
    <message>
        <source>--export-animation writes an animated GIF (.gif), an MP4 video (.mp4) or numbered PNG images (.png): the file name must end in one of these, not &apos;%1&apos;</source>
        <translation>--export-animation 保存 GIF 动画（.gif）、MP4 视频（.mp4）或编号的 PNG 图片（.png）：文件名必须以其中之一结尾，而不是“%1”</translation>
    </message>
    <message>
        <source>--from needs a whole number from 0 to 10000000, not &apos;%1&apos;</source>
        <translation>--from 需要 0 到 10000000 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--palette must be one of: standard, projector, colourblind, dark (not &apos;%1&apos;)</source>
        <translation>--palette 必须是 standard、projector、colourblind、dark 之一（而不是“%1”）</translation>
    </message>
    <message>
        <source>--text-scale needs a number from %1 to %2, not &apos;%3&apos;</source>
        <translation>--text-scale 需要 %1 到 %2 之间的数，而不是“%3”</translation>
    </message>
    <message>
        <source>--export-animation cannot be used with --trace, --screenshot or --fuzz</source>
        <translation>--export-animation 不能与 --trace、--screenshot 或 --fuzz 同时使用</translation>
    </message>
    <message>
        <source>--presentation shows the window&apos;s layout: it cannot be used with --trace, --export-animation or --fuzz</source>
        <translation>--presentation 显示的是窗口的布局：不能与 --trace、--export-animation 或 --fuzz 同时使用</translation>
    </message>
    <message>
        <source>--from is the first frame of --export-animation and needs it</source>
        <translation>--from 是 --export-animation 的第一帧，必须与它一起使用</translation>
    </message>
    <message>
        <source>--export-animation needs --frames N, the last frame to export (or a lesson file)</source>
        <translation>--export-animation 需要 --frames N，即导出的最后一帧（或者一个课程文件）</translation>
    </message>
    <message>
        <source>--from %1 comes after the last frame to export (--frames %2)</source>
        <translation>--from %1 在导出的最后一帧（--frames %2）之后</translation>
    </message>
    <message>
        <source>Write frames --from A (default 0) to --frames N, as the window shows them, to an animated GIF (FILE.gif), an MP4 video (FILE.mp4) or numbered PNG images (FILE.png gives FILE_0000.png ...), at 30 frames per second, 1280x720 or --size; needs no display.</source>
        <translation>把从 --from A（默认 0）到 --frames N 的各帧按窗口中的样子保存为 GIF 动画（FILE.gif）、MP4 视频（FILE.mp4）或编号的 PNG 图片（FILE.png 得到 FILE_0000.png ……），每秒 30 帧，尺寸 1280x720 或 --size；不需要显示器。</translation>
    </message>
    <message>
        <source>First frame of --export-animation (default 0).</source>
        <translation>--export-animation 的第一帧（默认 0）。</translation>
    </message>
    <message>
        <source>Start in presentation mode: the stage and large formulas, the other panels folded away; with --screenshot, a picture of that layout.</source>
        <translation>以演示模式启动：只显示舞台和大号公式，其他面板收起；与 --screenshot 一起使用时，保存这种布局的图片。</translation>
    </message>
    <message>
        <source>Colours of the stage for this run: standard, projector (high contrast, thicker lines), colourblind (Okabe-Ito colours) or dark (default: the window&apos;s saved choice; standard for --screenshot and --export-animation).</source>
        <translation>本次运行的舞台配色：standard（标准）、projector（投影仪：高对比度、线条更粗）、colourblind（色盲友好：Okabe-Ito 配色）或 dark（深色）（默认：窗口中保存的选择；--screenshot 和 --export-animation 用 standard）。</translation>
    </message>
    <message>
        <source>Size of the text in the panels, formulas and on the stage, from 0.8 to 3 (default: the window&apos;s saved size; 1 for --screenshot and --export-animation).</source>
        <translation>面板、公式和舞台上文字的大小，从 0.8 到 3（默认：窗口中保存的大小；--screenshot 和 --export-animation 用 1）。</translation>
    </message>
    <message>
        <source>--compare needs variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…</source>
        <translation>--compare 需要 variant:B=NAME、set:NAME=VALUE 或 behaviours:ID=CALL,…</translation>
    </message>
    <message>
        <source>--compare %1</source>
        <translation>--compare %1</translation>
    </message>
    <message>
        <source>Compare mode: one more pane beside the main run (repeatable, up to three), differing in one thing: variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…</source>
        <translation>对比模式：在主运行旁再加一个分屏（可重复，最多三个），只差一处：variant:B=NAME、set:NAME=VALUE 或 behaviours:ID=CALL,…</translation>
    </message>
    <message>
        <source>--behaviours needs ID=CALL[,CALL…], e.g. --behaviours fleer=evade:seeker, not &apos;%1&apos;</source>
        <translation>--behaviours 需要 ID=调用[,调用…]，例如 --behaviours fleer=evade:seeker，而不是“%1”</translation>
    </message>
    <message>
        <source>--behaviours %1: %2</source>
        <translation>--behaviours %1：%2</translation>
    </message>
    <message>
        <source>Replace a vehicle&apos;s behaviour calls (repeatable), made in this order every frame: %1. A leading ~ switches a call off; &apos;none&apos; leaves only the move.</source>
        <translation>替换一辆机车的行为调用（可重复），每帧按此顺序执行：%1。前面加 ~ 表示关闭该调用；“none”表示只移动。</translation>
    </message>
    <message>
        <source>--set count: count does not apply to scenario &apos;%1&apos; (only to flock, swarm and offset-pursuit)</source>
        <translation>--set count：count 不适用于场景“%1”（只适用于 flock、swarm 和 offset-pursuit）</translation>
    </message>
    <message>
        <source>%1 can be given only once</source>
        <translation>%1 只能给出一次</translation>
    </message>
    <message>
        <source>%1 frames of %2 vehicles would take about %3 minutes on this machine: ask for fewer frames or vehicles, or add --no-cost-limit to run it anyway</source>
        <translation>%2 辆机车的 %1 帧在这台机器上大约需要 %3 分钟：请减少帧数或机车数，或加上 --no-cost-limit 仍然运行</translation>
    </message>
    <message>
        <source>Run --trace, --screenshot, --export-animation or --frames even when it would take this machine more than about a minute (a large flock, millions of frames); without it such a run is refused before it starts.</source>
        <translation>即使这台机器需要大约一分钟以上（很大的群落、数百万帧），也运行 --trace、--screenshot、--export-animation 或 --frames；没有此选项时，这样的运行在开始之前就被拒绝。</translation>
    </message>
    <message numerus="yes">
        <source>--compare can be given at most %n times (the stage shows at most 4 panes)</source>
        <translation>
            <numerusform>--compare 最多只能给 %n 次（舞台最多显示 4 屏）</numerusform>
        </translation>
    </message>
    <message>
        <source>--second-lang needs one or two languages, comma-separated, from: en, zh_CN, ru (e.g. zh_CN,ru)</source>
        <translation>--second-lang 需要一到两种语言，用逗号分隔，可选 en、zh_CN、ru（例如 zh_CN,ru）</translation>
    </message>
    <message>
        <source>--second-lang takes at most two languages, comma-separated, e.g. zh_CN,ru (not &apos;%1&apos;)</source>
        <translation>--second-lang 最多只能给两种语言，用逗号分隔，例如 zh_CN,ru（不能是“%1”）</translation>
    </message>
    <message>
        <source>--second-lang must be one or two of: en, zh_CN, ru, comma-separated (not &apos;%1&apos;)</source>
        <translation>--second-lang 只能是 en、zh_CN、ru 中的一到两种，用逗号分隔（不能是“%1”）</translation>
    </message>
    <message>
        <source>--second-lang names the same language twice (&apos;%1&apos;)</source>
        <translation>--second-lang 把同一种语言写了两次（“%1”）</translation>
    </message>
    <message>
        <source>Also show the formulas, the legend and the stage&apos;s labels in one or two more languages, in order (en, zh_CN, ru; e.g. zh_CN,ru), for classes with readers of several languages.</source>
        <translation>公式、图例和舞台上的标签再按顺序用一到两种语言显示（en、zh_CN、ru；例如 zh_CN,ru），适合使用多种语言的课堂。</translation>
    </message>
    <message>
        <source>--legend must be one of: compact, full, folded, off (not &apos;%1&apos;)</source>
        <translation>--legend 必须是 compact、full、folded、off 之一（而不是“%1”）</translation>
    </message>
    <message>
        <source>The legend for this run, in the window, --screenshot, --export-animation and saved pictures: compact (symbols, names on hover), full (symbols and names), folded (a one-line chip) or off. Given here, it also shows in presentation mode and animations, which leave it out by default (default: the lesson&apos;s or the window&apos;s own).</source>
        <translation>本次运行的图例，用于窗口、--screenshot、--export-animation 和保存的图片：compact（只有符号，悬停显示名称）、full（符号和名称）、folded（折叠成一行的小标签）或 off（不显示）。在这里指定后，演示模式和动画（默认不显示图例）中也会显示（默认：课程或窗口自己的设置）。</translation>
    </message>
    <message>
        <source>--script needs a JavaScript file name</source>
        <translation>--script 需要一个 JavaScript 文件名</translation>
    </message>
    <message>
        <source>cannot read script &apos;%1&apos;: %2</source>
        <translation>无法读取脚本“%1”:%2</translation>
    </message>
    <message>
        <source>larger than 1 MB</source>
        <translation>大于 1 MB</translation>
    </message>
    <message>
        <source>--check compares a script with the built-in methods: it needs --script FILE.js</source>
        <translation>--check 把脚本与内置方法比较:需要 --script FILE.js</translation>
    </message>
    <message>
        <source>--check cannot be used with --trace, --screenshot, --export-animation or --fuzz</source>
        <translation>--check 不能与 --trace、--screenshot、--export-animation 或 --fuzz 一起使用</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1,第 %2 行:%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>frame %1, vehicle %2: %3 is %4 with the script, %5 built in</source>
        <translation>第 %1 帧,机车 %2:%3 用脚本为 %4,内置方法为 %5</translation>
    </message>
    <message>
        <source>the script agrees with the built-in methods: every vehicle&apos;s position, velocity and force within 1e-9 over %1 frames</source>
        <translation>脚本与内置方法一致:%1 帧内每辆机车的位置、速度和操纵力相差都不超过 1e-9</translation>
    </message>
    <message>
        <source>Give every vehicle the methods a JavaScript file defines (seek, flee, arrive, pursue, evade, wander, avoid, followPath, flock, pursueOffset, inSight, tooClose), in place of the built-in ones, with --trace, --screenshot, --export-animation and the window. A script that cannot run stops the run (exit status 2) and writes no file.</source>
        <translation>让每辆机车使用 JavaScript 文件中定义的方法(seek、flee、arrive、pursue、evade、wander、avoid、followPath、flock、pursueOffset、inSight、tooClose)代替内置方法,适用于 --trace、--screenshot、--export-animation 和窗口。无法运行的脚本会停止运行(退出状态 2),不写任何文件。</translation>
    </message>
    <message>
        <source>With --script: run the scenario with and without the script for --frames frames (default 150) from the same state and compare every vehicle&apos;s position, velocity and force; exit status 0 when they agree within 1e-9, 1 naming the first frame, vehicle and quantity that differ.</source>
        <translation>与 --script 一起使用:从同一状态出发,分别用脚本和不用脚本运行场景 --frames 帧(默认 150),比较每辆机车的位置、速度和操纵力;相差不超过 1e-9 时退出状态为 0,否则为 1,并指出第一个不同的帧、机车和量。</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <source>&apos;%1&apos;: unknown variant (valid for %2: %3)</source>
        <translation>“%1”：没有这个变体（%2 可选：%3）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown behaviour (valid: %2)</source>
        <translation>“%1”：没有这个行为（可选：%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown parameter (valid: %2)</source>
        <translation>“%1”：参数未知（可选：%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the value must be a number from %2 to %3</source>
        <translation>“%1”：值必须是 %2 到 %3 之间的数</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a comparison: write variant:B=NAME, set:NAME=VALUE or behaviours:ID=CALL,…</source>
        <translation>“%1”不是对比：请写 variant:B=NAME、set:NAME=VALUE 或 behaviours:ID=CALL,…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>As set</source>
        <translation>按当前设置</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not apply to this scenario</source>
        <translation>“%1”不适用于这个场景</translation>
    </message>
    <message>
        <source>The main run&apos;s input at frame %1 does not apply to this pane.</source>
        <translation>主运行在第 %1 帧的输入不适用于这个分屏。</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: count applies only to flock, swarm and offset-pursuit</source>
        <translation>“%1”：count 只适用于群落（flock）、大群落（swarm）和追逐偏移（offset-pursuit）</translation>
    </message>
    <message>
        <source>No behaviour</source>
        <translation>没有行为</translation>
    </message>
    <message>
        <source>Wander step as printed</source>
        <translation>漫游：原文的步长</translation>
    </message>
    <message>
        <source>Evade ahead of the pursuer</source>
        <translation>躲避：追捕者的前方</translation>
    </message>
    <message>
        <source>Evade behind the pursuer</source>
        <translation>躲避：追捕者的身后</translation>
    </message>
    <message>
        <source>Look-ahead as the book</source>
        <translation>预测时间：如书中</translation>
    </message>
    <message>
        <source>Look-ahead as Cocos</source>
        <translation>预测时间：如 Cocos</translation>
    </message>
    <message>
        <source>Alignment as intended</source>
        <translation>队列：本意</translation>
    </message>
    <message>
        <source>Alignment as printed</source>
        <translation>队列：原文</translation>
    </message>
    <message>
        <source>Alignment as Cocos</source>
        <translation>队列：如 Cocos</translation>
    </message>
    <message>
        <source>In sight: in front</source>
        <translation>视野：在前方</translation>
    </message>
    <message>
        <source>In sight: distance only</source>
        <translation>视野：只看距离</translation>
    </message>
    <message>
        <source>Vehicles move in turn</source>
        <translation>机车依次移动</translation>
    </message>
    <message>
        <source>Vehicles move together</source>
        <translation>机车同时移动</translation>
    </message>
    <message>
        <source>Wander step of the Russian translation</source>
        <translation>漫游：俄文译文的步长</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Seek vs arrive</source>
        <translation>寻找 对比 到达</translation>
    </message>
    <message>
        <source>Evade: ahead vs behind</source>
        <translation>躲避：前方 对比 身后</translation>
    </message>
    <message>
        <source>Look-ahead: book vs Cocos</source>
        <translation>预测时间：书中 对比 Cocos</translation>
    </message>
    <message>
        <source>Flock alignment: intended vs printed vs Cocos</source>
        <translation>群落的队列：本意 对比 原文 对比 Cocos</translation>
    </message>
    <message>
        <source>In sight: in front vs distance only</source>
        <translation>视野：在前方 对比 只看距离</translation>
    </message>
    <message>
        <source>Compare mode ended: the scenario changed.</source>
        <translation>对比模式已结束：场景换了。</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>Add a pane differing in</source>
        <translation>添加分屏，不同之处在于</translation>
    </message>
    <message>
        <source>Compare off</source>
        <translation>关闭对比</translation>
    </message>
    <message>
        <source>Show the main run alone again</source>
        <translation>重新只显示主运行</translation>
    </message>
    <message>
        <source>%1 (stopped: %2)</source>
        <translation>%1（已停止：%2）</translation>
    </message>
    <message>
        <source>A parameter value…</source>
        <translation>某个参数的值…</translation>
    </message>
    <message>
        <source>Compare a parameter</source>
        <translation>对比一个参数</translation>
    </message>
    <message>
        <source>Parameter:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>%1 in the new pane:</source>
        <translation>新分屏中的%1：</translation>
    </message>
    <message>
        <source>Compare numbers</source>
        <translation>对比数值</translation>
    </message>
    <message>
        <source>Panes side by side: the same run with the one difference</source>
        <translation>并排的分屏：同一次运行，只差一处</translation>
    </message>
    <message numerus="yes">
        <source>At most %n panes can be compared with the main one.</source>
        <translation>
            <numerusform>最多只能有 %n 个分屏与主运行对比。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wander: step of the Russian translation vs as printed in the AS3 study notes</source>
        <translation>漫游：俄文译文的步长 对比 AS3 学习笔记原文</translation>
    </message>
</context>
<context>
    <name>CompareNumbers</name>
    <message>
        <source>The selected vehicle&apos;s numbers in each pane, as the formula panel shows them; numbers that differ from the main run are bold and red.</source>
        <translation>选中机车在每个分屏中的数值，与公式面板所示相同；与主运行不同的数值以红色粗体显示。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>separation</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>max speed</source>
        <translation>最大速度</translation>
    </message>
    <message>
        <source>arrival threshold</source>
        <translation>到达阈值</translation>
    </message>
    <message>
        <source>look-ahead time</source>
        <translation>预测时间</translation>
    </message>
    <message>
        <source>target&apos;s speed</source>
        <translation>目标的速率</translation>
    </message>
    <message>
        <source>wander angle</source>
        <translation>漫游角</translation>
    </message>
    <message>
        <source>next wander angle</source>
        <translation>下一帧的漫游角</translation>
    </message>
    <message>
        <source>random number</source>
        <translation>随机数</translation>
    </message>
    <message>
        <source>angle step</source>
        <translation>角步长</translation>
    </message>
    <message>
        <source>wander distance</source>
        <translation>漫游距离</translation>
    </message>
    <message>
        <source>wander radius</source>
        <translation>漫游半径</translation>
    </message>
    <message>
        <source>wander range</source>
        <translation>漫游范围</translation>
    </message>
    <message>
        <source>feeler length</source>
        <translation>触角长度</translation>
    </message>
    <message>
        <source>projection length</source>
        <translation>投影长度</translation>
    </message>
    <message>
        <source>avoid buffer</source>
        <translation>预留距离</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>path threshold</source>
        <translation>路径阈值</translation>
    </message>
    <message>
        <source>in-sight distance</source>
        <translation>视野距离</translation>
    </message>
    <message>
        <source>vehicles in sight</source>
        <translation>视野内的机车数</translation>
    </message>
    <message>
        <source>too-close distance</source>
        <translation>过近距离</translation>
    </message>
    <message>
        <source>vehicles too close</source>
        <translation>过近的机车数</translation>
    </message>
    <message>
        <source>cut-off distance</source>
        <translation>截断距离</translation>
    </message>
    <message>
        <source>potential U</source>
        <translation>势函数 U</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比例</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown parameter &apos;%1&apos;.</source>
        <translation>未知参数“%1”。</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1 必须是有限的数。</translation>
    </message>
    <message>
        <source>%1 must be greater than %2 and at most %3; %4 was refused.</source>
        <translation>%1 必须大于 %2 且不超过 %3；%4 被拒绝。</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3; %4 was refused.</source>
        <translation>%1 必须在 %2 到 %3 之间；%4 被拒绝。</translation>
    </message>
    <message>
        <source>%1 must be a whole number; %2 was refused.</source>
        <translation>%1 必须是整数；%2 被拒绝。</translation>
    </message>
    <message>
        <source>The scenario could not start: %1</source>
        <translation>场景无法启动：%1</translation>
    </message>
    <message>
        <source>There is no vehicle &apos;%1&apos; in this scenario.</source>
        <translation>这个场景中没有机车“%1”。</translation>
    </message>
    <message>
        <source>Unknown variant &apos;%1&apos; for %2.</source>
        <translation>%2 没有变体“%1”。</translation>
    </message>
    <message>
        <source>Input refused: %1</source>
        <translation>输入被拒绝：%1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Move the target</source>
        <translation>移动目标</translation>
    </message>
    <message>
        <source>Add a waypoint</source>
        <translation>添加路点</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>清除路径</translation>
    </message>
    <message>
        <source>Move circle %1</source>
        <translation>移动圆 %1</translation>
    </message>
    <message>
        <source>Move waypoint %1</source>
        <translation>移动路点 %1</translation>
    </message>
    <message>
        <source>Delete waypoint %1</source>
        <translation>删除路点 %1</translation>
    </message>
    <message>
        <source>The recorded input does not replay: %1</source>
        <translation>记录的输入无法重放：%1</translation>
    </message>
    <message>
        <source>Behaviours refused: %1</source>
        <translation>行为被拒绝：%1</translation>
    </message>
    <message>
        <source>Behaviours of %1: %2</source>
        <translation>%1 的行为：%2</translation>
    </message>
    <message>
        <source>Edge of %1: %2</source>
        <translation>%1 的边界处理：%2</translation>
    </message>
    <message>
        <source>Add vehicle %1</source>
        <translation>添加机车 %1</translation>
    </message>
    <message>
        <source>The last vehicle stays: the stage needs one to give behaviours to.</source>
        <translation>最后一辆机车不能删除：舞台上需要一辆机车来赋予行为。</translation>
    </message>
    <message>
        <source>Remove vehicle %1</source>
        <translation>删除机车 %1</translation>
    </message>
    <message>
        <source>Add a circle</source>
        <translation>添加圆</translation>
    </message>
    <message>
        <source>Remove circle %1</source>
        <translation>删除圆 %1</translation>
    </message>
    <message>
        <source>Computing the lesson&apos;s frames…</source>
        <translation>正在计算课程的各帧…</translation>
    </message>
    <message>
        <source>Cancelled: nothing was opened, and what was shown stays.</source>
        <translation>已取消：没有打开任何内容，原来显示的内容保持不变。</translation>
    </message>
    <message>
        <source>Computing frames…</source>
        <translation>正在计算各帧…</translation>
    </message>
    <message>
        <source>Cancelled: frame %1 was not computed; the frame shown before stays.</source>
        <translation>已取消：第 %1 帧没有计算；仍显示原来的帧。</translation>
    </message>
    <message>
        <source>This world is too large for the window: one frame of its %1 vehicles would take about %2 seconds on this machine. Use fewer vehicles (count).</source>
        <translation>这个世界对窗口来说太大了：它的 %1 辆机车算一帧在这台机器上大约要 %2 秒。请减少机车数量（count）。</translation>
    </message>
    <message>
        <source>Placing %1 vehicles and taking their first step…</source>
        <translation>正在放置 %1 辆机车并计算它们的第一步…</translation>
    </message>
    <message>
        <source>Cancelled: the vehicles were not built again; what was shown stays.</source>
        <translation>已取消：没有重新生成机车；仍显示原来的内容。</translation>
    </message>
    <message>
        <source>The script stopped the play at frame %1, line %2: %3</source>
        <translation>脚本在第 %1 帧停止了播放，第 %2 行：%3</translation>
    </message>
    <message>
        <source>The script stopped the play at frame %1: %2</source>
        <translation>脚本在第 %1 帧停止了播放：%2</translation>
    </message>
    <message>
        <source>The code is too long: %1 characters (at most %2).</source>
        <translation>代码太长：%1 个字符（最多 %2 个）。</translation>
    </message>
    <message>
        <source>Built-in methods again</source>
        <translation>重新使用内置方法</translation>
    </message>
    <message>
        <source>Apply code</source>
        <translation>应用代码</translation>
    </message>
</context>
<context>
    <name>Edge</name>
    <message>
        <source>Wrap around</source>
        <translation>环绕（从另一侧出现）</translation>
    </message>
    <message>
        <source>Bounce</source>
        <translation>反弹</translation>
    </message>
    <message>
        <source>None (drives off)</source>
        <translation>无（驶出舞台）</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Frame %1 of a steering behaviour demo</source>
        <translation>转向行为演示的第 %1 帧</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>第 %1 帧</translation>
    </message>
</context>
<context>
    <name>ExportUi</name>
    <message>
        <source>Export animation…</source>
        <translation>导出动画…</translation>
    </message>
    <message>
        <source>Frames of the stage as an animated GIF, an MP4 video or PNG images, for slides</source>
        <translation>把舞台上的各帧导出为 GIF 动画、MP4 视频或 PNG 图片，用于幻灯片</translation>
    </message>
    <message>
        <source>Export worksheet…</source>
        <translation>导出练习页…</translation>
    </message>
    <message>
        <source>A PDF page with the picture of this frame and its formulas with numbers, to hand out</source>
        <translation>一页 PDF：本帧的画面及其代入数值的公式，可打印发给学生</translation>
    </message>
    <message>
        <source>Exporting frames…</source>
        <translation>正在导出各帧…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Export cancelled: no file was written.</source>
        <translation>导出已取消：没有写入任何文件。</translation>
    </message>
    <message>
        <source>Animation saved to %1</source>
        <translation>动画已保存到 %1</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>仅%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>导出练习页</translation>
    </message>
    <message>
        <source>Formulas in:</source>
        <translation>公式使用的语言：</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Worksheet saved to %1</source>
        <translation>练习页已保存到 %1</translation>
    </message>
</context>
<context>
    <name>FollowCamera</name>
    <message>
        <source>Follow the selected vehicle</source>
        <translation>跟随所选机车</translation>
    </message>
    <message>
        <source>While zoomed in, keep the selected vehicle in the middle of the stage view</source>
        <translation>放大时让所选机车始终位于舞台视图的中央</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <source>seek</source>
        <translation>寻找</translation>
    </message>
    <message>
        <source>flee</source>
        <translation>避开</translation>
    </message>
    <message>
        <source>arrive</source>
        <translation>到达</translation>
    </message>
    <message>
        <source>pursue</source>
        <translation>追捕</translation>
    </message>
    <message>
        <source>evade</source>
        <translation>躲避</translation>
    </message>
    <message>
        <source>wander</source>
        <translation>漫游</translation>
    </message>
    <message>
        <source>object avoidance</source>
        <translation>对象回避</translation>
    </message>
    <message>
        <source>path following</source>
        <translation>路径跟随</translation>
    </message>
    <message>
        <source>flock</source>
        <translation>群落</translation>
    </message>
    <message>
        <source>offset pursuit</source>
        <translation>追逐偏移</translation>
    </message>
    <message>
        <source>Lennard-Jones avoidance</source>
        <translation>Lennard-Jones 势函数回避</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>outside the threshold: full speed, as seek</source>
        <translation>在阈值之外：全速，和寻找一样</translation>
    </message>
    <message>
        <source>inside the threshold: the closer, the slower</source>
        <translation>在阈值之内：越近越慢</translation>
    </message>
    <message>
        <source>head-on and in front: seek the target itself</source>
        <translation>迎面而来且在前方：直接寻找目标本身</translation>
    </message>
    <message>
        <source>not head-on: predict where it will be</source>
        <translation>不是迎面：预测它将到达的位置</translation>
    </message>
    <message>
        <source>no circle ahead meets the feeler: no force, no braking</source>
        <translation>前方没有圆碰到触角：没有力，也不刹车</translation>
    </message>
    <message>
        <source>positive: the circle is in front</source>
        <translation>为正：圆在前方</translation>
    </message>
    <message>
        <source>turn 90° to the side away from the circle</source>
        <translation>向远离圆的一侧转 90°</translation>
    </message>
    <message>
        <source>weaker when the circle is far along the feeler</source>
        <translation>圆在触角上越远，力越弱</translation>
    </message>
    <message>
        <source>brake: the closer the circle, the harder</source>
        <translation>刹车：离圆越近，刹车越狠</translation>
    </message>
    <message>
        <source>not there yet: keep this waypoint</source>
        <translation>还没到：保持当前路点</translation>
    </message>
    <message>
        <source>last waypoint reached: loop back to the first</source>
        <translation>到达最后一个路点：回到第一个</translation>
    </message>
    <message>
        <source>last waypoint reached: stay on it</source>
        <translation>到达最后一个路点：停在那里</translation>
    </message>
    <message>
        <source>close enough: go on to the next waypoint</source>
        <translation>足够近了：前往下一个路点</translation>
    </message>
    <message>
        <source>last point of an open path: arrive instead of seek</source>
        <translation>非循环路径的最后一点：用到达代替寻找</translation>
    </message>
    <message>
        <source>only vehicles in front count</source>
        <translation>只计算前方的机车</translation>
    </message>
    <message>
        <source>variant without the front test: every vehicle around counts</source>
        <translation>不检测前方的变体：周围所有机车都计算在内</translation>
    </message>
    <message>
        <source>separation: flee from each one that is too close</source>
        <translation>分离：避开每一辆过近的机车</translation>
    </message>
    <message>
        <source>nobody in sight: no cohesion and no alignment</source>
        <translation>视野中没有机车：没有凝聚，也没有队列</translation>
    </message>
    <message>
        <source>v itself is in the sum but not in the count, as printed</source>
        <translation>按原文：v 自己算进了总和，却没算进个数</translation>
    </message>
    <message>
        <source>cohesion</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>alignment</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>alignment joins the force</source>
        <translation>队列力加入转向力</translation>
    </message>
    <message>
        <source>the offset is given in the leader&apos;s own frame</source>
        <translation>偏移量是在领队自己的坐标系中给出的</translation>
    </message>
    <message>
        <source>then arrive there</source>
        <translation>然后到达那里</translation>
    </message>
    <message>
        <source>%1 of %2 obstacles are farther than the cut-off: skipped</source>
        <translation>%2 个障碍物中有 %1 个超出截断距离：跳过</translation>
    </message>
    <message>
        <source>the velocity is replaced: fixed speed, new direction</source>
        <translation>速度被替换：速率固定，方向改变</translation>
    </message>
    <message>
        <source>update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>a plain vehicle: no steering</source>
        <translation>普通机车：没有转向</translation>
    </message>
    <message>
        <source>bounce: the edge reflects the velocity</source>
        <translation>反弹：边缘把速度反射回来</translation>
    </message>
    <message>
        <source>wrap: out one edge, in at the opposite one</source>
        <translation>环绕：从一边出去，从对面进来</translation>
    </message>
    <message>
        <source>No vehicle selected, or no frame computed yet.</source>
        <translation>没有选中机车，或者还没有计算任何一帧。</translation>
    </message>
    <message>
        <source>move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>circle ahead</source>
        <translation>前方的圆</translation>
    </message>
    <message>
        <source>push</source>
        <translation>推开量</translation>
    </message>
    <message>
        <source>the same force as seek computes</source>
        <translation>与寻找算出的力相同</translation>
    </message>
    <message>
        <source>flee subtracts it: its contribution is v − v_d, zero for a vehicle moving at maxSpeed straight at the target</source>
        <translation>避开减去它：它的贡献是 v − v_d；机车以 maxSpeed 正对着目标运动时，这个力为零</translation>
    </message>
    <message>
        <source>%1 of %2 circles ahead, %3 behind</source>
        <translation>%2 个圆中有 %1 个在前方，%3 个在后方</translation>
    </message>
    <message>
        <source>circles behind (dotProd ≤ 0) are not tested further</source>
        <translation>后方的圆（dotProd ≤ 0）不再检测</translation>
    </message>
    <message>
        <source>circle %1</source>
        <translation>第 %1 个圆</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1 circle(s) hit: their forces add up</source>
        <translation>碰到 %1 个圆：它们的力相加</translation>
    </message>
    <message>
        <source>each brake scales the velocity the previous one left</source>
        <translation>每次刹车都作用在上一次刹车后的速度上</translation>
    </message>
    <message>
        <source>the feeler line passes within the buffer</source>
        <translation>触角所在的直线从预留距离以内经过</translation>
    </message>
    <message>
        <source>missed: the feeler line passes clear of the circle and its buffer</source>
        <translation>未碰到：触角所在的直线从圆及其预留距离之外经过</translation>
    </message>
    <message>
        <source>within the feeler&apos;s reach</source>
        <translation>在触角的长度之内</translation>
    </message>
    <message>
        <source>missed: the circle is beyond the end of the feeler</source>
        <translation>未碰到：圆在触角末端之外</translation>
    </message>
    <message>
        <source>no collision ahead: this circle adds no force and no brake</source>
        <translation>前方不会碰撞：这个圆不产生力，也不刹车</translation>
    </message>
    <message>
        <source>obstacle %1</source>
        <translation>第 %1 个障碍物</translation>
    </message>
    <message>
        <source>%1 — next step: frame %2 → %3</source>
        <translation>%1 — 下一步：第 %2 帧 → 第 %3 帧</translation>
    </message>
    <message>
        <source>simultaneous order: the others as they were at the start of this frame</source>
        <translation>同时更新：其他机车取本帧开始时的状态</translation>
    </message>
    <message>
        <source>in-turn order (FlockTest): vehicles before this one have already moved this frame</source>
        <translation>逐个更新（FlockTest）：排在这辆之前的机车在本帧已经移动过</translation>
    </message>
    <message>
        <source>… and %1 more (%2 in all)</source>
        <translation>……另外还有 %1 个（共 %2 个）</translation>
    </message>
    <message>
        <source>the target starts faster than its maxSpeed (%1 &gt; %2), as the scenario sets it; its first update truncates the velocity, so from the next frame on |v_target| = %2</source>
        <translation>目标一开始就比它的 maxSpeed 快（%1 &gt; %2），这是场景的设定；它第一次更新时速度被截断，所以从下一帧起 |v_target| = %2</translation>
    </message>
    <message>
        <source>at the target d = (0, 0): the book&apos;s Vector2D.normalize() turns a zero vector into (1, 0)</source>
        <translation>到达目标时 d = (0, 0)：书中的 Vector2D.normalize() 把零向量变成 (1, 0)</translation>
    </message>
    <message>
        <source>as printed in the Russian translation: a point behind the pursuer</source>
        <translation>按俄文译文的原文：追捕者身后的一个点</translation>
    </message>
    <message>
        <source>step within ±wanderRange/2, for the next frame (Russian translation)</source>
        <translation>步长在 ±wanderRange/2 之内，用于下一帧（俄文译文）</translation>
    </message>
    <message>
        <source>as printed in the AS3 study notes, for the next frame</source>
        <translation>按 AS3 学习笔记的原文，用于下一帧</translation>
    </message>
    <message>
        <source>discarded: add() returns a new vector that nobody keeps (as printed in the AS3 study notes)</source>
        <translation>被丢弃：add() 返回一个新向量，但这个返回值没有被保存下来（AS3 学习笔记的原文）</translation>
    </message>
    <message>
        <source>the Cocos port subtracts the average velocity</source>
        <translation>Cocos 移植版减去平均速度</translation>
    </message>
</context>
<context>
    <name>FormulaCopy</name>
    <message>
        <source>Copy as plain text</source>
        <translation>复制为纯文本</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>复制为 LaTeX</translation>
    </message>
    <message>
        <source>Copy the formulas with this frame&apos;s numbers as text, in the interface language</source>
        <translation>把公式连同本帧的数值复制为文本（使用界面语言）</translation>
    </message>
    <message>
        <source>Copy the formulas with this frame&apos;s numbers as LaTeX (an align* environment: amsmath and amssymb)</source>
        <translation>把公式连同本帧的数值复制为 LaTeX（align* 环境：需要 amsmath 和 amssymb）</translation>
    </message>
</context>
<context>
    <name>FormulaExplanation</name>
    <message>
        <source>Seek: the desired velocity points straight at the target at full speed (maxSpeed); the steering force is what must be added to the current velocity to get it. maxForce limits that force, so the vehicle turns in a curve and overshoots the target, then turns back.</source>
        <translation>寻找：期望速度以全速（maxSpeed）直接指向目标；转向力就是当前速度还需要加上的部分，才能变成期望速度。maxForce 限制了这个力，所以机车沿着曲线转弯，冲过目标，然后再折回来。</translation>
    </message>
    <message>
        <source>Flee is seek turned round: the same desired velocity is computed, and the force is subtracted instead of added, so the vehicle steers away from the target.</source>
        <translation>避开就是反过来的寻找：计算同样的期望速度，但转向力是减去而不是加上，所以机车转向离开目标。</translation>
    </message>
    <message>
        <source>Arrive is seek with a brake. Outside arrivalThreshold the desired speed is maxSpeed. Inside it the desired speed is maxSpeed·dist/arrivalThreshold: dist/arrivalThreshold is less than one, so the vehicle slows down as it comes closer, and the desired speed falls to zero on the target. The vehicle comes to rest there instead of overshooting as seek does.</source>
        <translation>到达就是带刹车的寻找。在 arrivalThreshold 之外，期望速率是 maxSpeed；在它之内，期望速率是 maxSpeed·dist/arrivalThreshold：dist/arrivalThreshold 小于 1，所以机车越接近就越慢，到达目标时期望速率降为零。机车停在目标上，而不会像寻找那样冲过头。</translation>
    </message>
    <message>
        <source>Pursue does not chase the target where it is but where it will be: it looks ahead lookAheadTime frames (the farther away, the farther ahead), predicts the target&apos;s position from its velocity and seeks that point. That is why the pursuer reaches a moving target before a plain seeker does.</source>
        <translation>追捕追的不是目标现在的位置，而是它将要到达的位置：向前看 lookAheadTime 帧（离得越远，看得越远），根据目标的速度预测它的位置，然后寻找那个点。所以追捕者比单纯的寻找者更早追上移动的目标。</translation>
    </message>
    <message>
        <source>Evade is pursue turned round: predict where the pursuer will be after lookAheadTime frames and flee from that point.</source>
        <translation>躲避就是反过来的追捕：预测追捕者在 lookAheadTime 帧之后的位置，然后避开那个点。</translation>
    </message>
    <message>
        <source>Wander: a small circle (wanderRadius) is placed wanderDistance in front of the vehicle, and the vehicle steers towards a point on it. Each frame the point moves along the circle by a small random step of wanderAngle. Because the direction changes only a little at a time, the vehicle meanders smoothly instead of twitching at random.</source>
        <translation>漫游：在机车前方 wanderDistance 处放一个小圆（半径 wanderRadius），机车朝圆上的一个点转向。每一帧这个点沿着圆随机移动一小步（wanderAngle）。因为方向每次只改变一点点，机车平滑地四处游荡，而不是随机乱抖。</translation>
    </message>
    <message>
        <source>Object avoidance: the vehicle stretches a feeler avoidDistance long along its heading and projects the difference to each circle onto it. When the circle is ahead (dotProd &gt; 0), within the feeler&apos;s reach, and the feeler passes closer than radius + avoidBuffer, the vehicle turns 90° rather than 180°: think of the cheetah chasing the antelope, where a sharp turn escapes the hunter better than running back. The turn is stronger the nearer the circle (1 − |projection|/|feeler|), and the vehicle brakes, multiplying its velocity by |projection|/|feeler|: the closer the obstacle, the harder it brakes while turning.</source>
        <translation>对象回避：机车沿着自己的朝向伸出一根长 avoidDistance 的触角，并把到每个圆的差向量 difference 投影到触角上。如果圆在前方（dotProd &gt; 0）、在触角能够到的范围内，并且触角离圆心比 radius + avoidBuffer 更近，机车就急转 90 度，而不是转 180 度：想想动物世界里“猎豹追羚羊”的片段，大多数情况下，急转弯比反向跑更能有效避开捕食者。圆越近，转向力越大（1 − |projection|/|feeler|）；同时机车刹车，速度乘以 |projection|/|feeler|：转弯的时候要放慢速度，离障碍物越接近，刹车越狠。</translation>
    </message>
    <message>
        <source>Path following seeks the current waypoint. As soon as the vehicle is closer than pathThreshold it takes the next one; after the last waypoint it loops back to the first. On an open path it arrives at the last point instead of seeking it, so it stops there.</source>
        <translation>路径跟随就是寻找当前的路点。一旦机车离它比 pathThreshold 更近，就换成下一个路点；经过最后一个路点后再回到第一个。如果路径不循环，机车对最后一个点用到达而不是寻找，所以会停在那里。</translation>
    </message>
    <message>
        <source>Flocking combines three simple rules: separation (flee from every vehicle that is too close), cohesion (seek the average position of the vehicles in sight) and alignment (steer towards their average velocity). No vehicle knows the whole flock, only its neighbours in sight.</source>
        <translation>群落由三条简单的规则组成：分离（避开每一辆过近的机车）、凝聚（寻找视野中机车的平均位置）和队列（让自己的速度趋向它们的平均速度）。没有哪辆机车知道整个群落，它只知道视野中的邻居。</translation>
    </message>
    <message>
        <source>Offset pursuit: the follower chases a point fixed in the leader&apos;s own frame (offset.x along the leader&apos;s side, offset.y along its heading), so the followers keep formation when the leader turns. Like pursue it predicts where that point will be, and it arrives there, so it slows down in its place.</source>
        <translation>追逐偏移：跟随者追的是固定在领队自身坐标系中的一个点（offset.x 沿领队的侧向，offset.y 沿它的朝向），所以领队转弯时跟随者仍保持队形。它像追捕一样预测那个点将在哪里，然后以到达行为驶向那里，所以会在自己的位置上减速。</translation>
    </message>
    <message>
        <source>Lennard-Jones avoidance: every obstacle closer than the cut-off pushes the vehicle away along r with the potential U = −A/dⁿ + B/dᵐ, where d = |r|/radius. The repulsive term B/dᵐ grows very fast as the vehicle comes close; the attractive term −A/dⁿ (zero by default) would pull it in from farther away. The push is added to the velocity and the speed is then fixed, so only the direction changes.</source>
        <translation>Lennard-Jones 势函数回避：每个比截断距离更近的障碍物都沿 r 方向把机车推开，推开的强弱由势函数 U = −A/dⁿ + B/dᵐ 给出，其中 d = |r|/radius。斥力部分 B/dᵐ 在机车靠近时增长得非常快；引力部分 −A/dⁿ（默认为零）会在较远处把它拉近。推开量加到速度上，然后把速率固定，所以只有方向改变。</translation>
    </message>
    <message>
        <source>inSight only looks ahead: a vehicle counts only if it is within inSightDist and in front (the dot product of the difference and the heading is not negative). A bird follows the birds ahead and ignores those behind, so a flock can split into groups that go their own ways.</source>
        <translation>inSight 只看前方：一辆机车只有在 inSightDist 之内并且在前方（差向量与朝向的点积不为负）时才算在视野中。一只鸟跟随前面的鸟，不理会身后的鸟，所以群落可以分裂成各走各路的几群。</translation>
    </message>
    <message>
        <source>Variant of the Cocos port: the look-ahead also counts the target&apos;s own speed, lookAheadTime = dist/(maxSpeed + |target.v|), so it predicts less far ahead; and when the target is in front and coming head-on (heading·target.heading &lt; −0.95) the pursuer seeks the target itself, because predicting is no use then.</source>
        <translation>Cocos 移植版的变体：预测时间还计入目标自身的速率，lookAheadTime = dist/(maxSpeed + |target.v|)，所以预测得没那么远；而当目标在前方并且迎面而来（heading·target.heading &lt; −0.95）时，追捕者直接寻找目标本身，因为这时预测没有用。</translation>
    </message>
    <message>
        <source>Variant of the Cocos port: the look-ahead also counts the pursuer&apos;s own speed, lookAheadTime = dist/(maxSpeed + |target.v|), so the evader predicts less far ahead.</source>
        <translation>Cocos 移植版的变体：预测时间还计入追捕者自身的速率，lookAheadTime = dist/(maxSpeed + |target.v|)，所以躲避者预测得没那么远。</translation>
    </message>
    <message>
        <source>The book&apos;s look-ahead (the AS3 study notes and the Russian translation): lookAheadTime = dist/maxSpeed, the frames this vehicle would need to cover the distance at full speed. The Cocos port also counts the target&apos;s speed; switch the variant to compare.</source>
        <translation>书中的预测时间（AS3 学习笔记和俄文译文）：lookAheadTime = dist/maxSpeed，即机车以全速走完这段距离需要的帧数。Cocos 移植版还计入目标的速率；切换变体即可比较。</translation>
    </message>
    <message>
        <source>Variant as printed in the Russian translation: predictedTarget = target.p − target.v·t, a point behind the pursuer. The evader flees from where the pursuer came from, not from where it is going, so a pursuer coming straight at it is dodged late or in the wrong direction. The AS3 study notes add target.v·t.</source>
        <translation>按俄文译文原文的变体：predictedTarget = target.p − target.v·t，是追捕者身后的一个点。躲避者避开的是追捕者来的地方，而不是它要去的地方，所以对直冲过来的追捕者躲得太晚，或者躲错了方向。AS3 学习笔记中是加上 target.v·t。</translation>
    </message>
    <message>
        <source>Where the AS3 study notes&apos; text and code disagree, this program follows the code. The text says the circle is in front when dotProd is less than 0, but the code tests dotProd &gt; 0 (a positive projection on the heading is in front). The text says a collision is near when dist is less than the circle&apos;s radius, but the code tests dist &lt; radius + avoidBuffer, so the vehicle keeps a margin.</source>
        <translation>AS3 学习笔记的正文与代码不一致时，本程序以代码为准。正文说“如果该值小于0，则表示障碍物就在前方”，但代码检测的是 dotProd &gt; 0（在朝向上的投影为正，障碍物才在前方）。正文说“如果dist小于圆半径”就将碰撞，但代码检测的是 dist &lt; radius + avoidBuffer，所以机车会留出余量。</translation>
    </message>
    <message>
        <source>Variant as printed in the AS3 study notes: wanderAngle += random() − 0.5·wanderRange. Because of operator precedence this equals the Russian translation&apos;s random()·wanderRange − wanderRange·0.5 only when wanderRange = 1. With any other range the step is no longer centred on zero, so the vehicle keeps turning to one side and runs in circles.</source>
        <translation>按 AS3 学习笔记原文的变体：wanderAngle += random() − 0.5·wanderRange。由于运算符优先级，它只有在 wanderRange = 1 时才等于俄文译文的 random()·wanderRange − wanderRange·0.5。取其他值时步长不再以零为中心，机车会一直向一侧转，绕圈子。</translation>
    </message>
    <message>
        <source>The step as in the Russian translation: random()·wanderRange − wanderRange·0.5, evenly spread within ±wanderRange/2. The AS3 study notes print random() − 0.5·wanderRange, which is the same only when wanderRange = 1.</source>
        <translation>按俄文译文的步长：random()·wanderRange − wanderRange·0.5，均匀分布在 ±wanderRange/2 之内。AS3 学习笔记印的是 random() − 0.5·wanderRange，只有 wanderRange = 1 时两者才相同。</translation>
    </message>
    <message>
        <source>The AS3 study notes&apos; text says inSight attends to the birds behind, but its code keeps those in front (dot product ≥ 0) and drops those behind; this program follows the code.</source>
        <translation>AS3 学习笔记的正文说 inSight 只关注“身后”的鸟，但它的代码保留的是前方的鸟（点积 ≥ 0），舍去身后的；本程序以代码为准。</translation>
    </message>
    <message>
        <source>Variant without the front test: every vehicle within inSightDist counts, behind as well as ahead. As the AS3 study notes predict, the whole flock then always stays together in one group and never splits.</source>
        <translation>不检测前方的变体：inSightDist 之内的每辆机车都算，不论在前还是在后。正如 AS3 学习笔记所预测的，整个群落将始终聚集在一定的范围内，不会分裂。</translation>
    </message>
    <message>
        <source>Variant as printed in the AS3 study notes: _steeringForce.add(averageVelocity.subtract(_velocity)). add() returns a new vector and leaves the force unchanged, so the alignment is computed and thrown away: the flock only separates and coheres, and the vehicles do not line up their headings.</source>
        <translation>按 AS3 学习笔记原文的变体：_steeringForce.add(averageVelocity.subtract(_velocity))。add() 返回一个新向量，并不改变转向力，所以队列力算出来就被丢掉了：群落只有分离和凝聚，机车的朝向不会趋于一致。</translation>
    </message>
    <message>
        <source>Variant of the Cocos port: steering −= averageVelocity. Each vehicle is pushed against its neighbours&apos; average velocity instead of towards it, so the flock does not line up.</source>
        <translation>Cocos 移植版的变体：F −= averageVelocity。每辆机车被推向与邻居平均速度相反的方向，而不是朝向它，所以群落不会排成一致的方向。</translation>
    </message>
    <message>
        <source>Alignment as intended: steering += averageVelocity − v, so each vehicle turns towards the heading of its neighbours. The code printed in the AS3 study notes throws this sum away (add() returns a new vector); switch the variant to see the difference.</source>
        <translation>按本意的队列：F += averageVelocity − v，所以每辆机车都转向邻居的朝向。AS3 学习笔记印出的代码把这个和丢掉了（add() 返回新向量）；切换变体即可看到区别。</translation>
    </message>
</context>
<context>
    <name>FormulaPanel</name>
    <message>
        <source>Select a vehicle and step a frame to see its formulas.</source>
        <translation>选中一辆机车并前进一帧，即可看到它的公式。</translation>
    </message>
    <message>
        <source>Click ◎ to show only this rule&apos;s vectors on the stage; click it again or press Esc to show everything</source>
        <translation>点击 ◎，舞台上只显示这条规则的向量；再点一次或按 Esc 显示全部</translation>
    </message>
    <message>
        <source>The formulas of this step would give the answer away: they come back when you check your prediction.</source>
        <translation>这一步的公式会泄露答案：检验你的预测之后，公式会重新显示。</translation>
    </message>
</context>
<context>
    <name>FormulaWhy</name>
    <message>
        <source>d points from the vehicle to the target: the target minus the position. Its direction is where to go, its length how far.</source>
        <translation>d 从机车指向目标：目标减去机车的位置。它的方向是要去的方向，它的长度是还有多远。</translation>
    </message>
    <message>
        <source>The length of the difference vector: how far apart the two points are, in pixels.</source>
        <translation>差向量的长度：两点相距多远（以像素计）。</translation>
    </message>
    <message>
        <source>normalize keeps only the direction to the target (a vector of length 1); × maxSpeed makes it as long as the fastest the vehicle may go. That is the desired velocity.</source>
        <translation>normalize 只保留指向目标的方向（长度为 1 的向量）；乘以 maxSpeed 使它和机车允许的最快速率一样长。这就是期望速度。</translation>
    </message>
    <message>
        <source>The steering force is the difference between the velocity wanted and the velocity now: added to v, it would turn v into v_d in one step.</source>
        <translation>转向力是想要的速度与当前速度之差：把它加到 v 上，一步就能把 v 变成 v_d。</translation>
    </message>
    <message>
        <source>The same force as seek computes: the change that would turn v into v_d, the velocity straight at the target.</source>
        <translation>与寻找算出的力相同：把 v 变成 v_d（直指目标的速度）所需的改变。</translation>
    </message>
    <message>
        <source>Subtracting the seek force instead of adding it steers the opposite way: away from the target.</source>
        <translation>减去而不是加上寻找的力，就朝相反方向转向：远离目标。</translation>
    </message>
    <message>
        <source>Outside the arrival circle (radius arrivalThreshold) the vehicle may go at full speed, exactly as seek does.</source>
        <translation>在到达圆（半径为 arrivalThreshold）之外，机车可以全速前进，和寻找完全一样。</translation>
    </message>
    <message>
        <source>dist / arrivalThreshold is a fraction: 1 on the circle, 0 on the target. Multiplied by maxSpeed it makes the desired speed shrink in proportion to the distance left.</source>
        <translation>dist / arrivalThreshold 是一个分数：在圆上为 1，在目标处为 0。乘以 maxSpeed，想要的速率就随剩下的距离按比例减小。</translation>
    </message>
    <message>
        <source>normalize keeps only the direction to the target; × speed sets how fast the vehicle wants to go: the desired velocity, slower the nearer the target.</source>
        <translation>normalize 只保留指向目标的方向；乘以 speed 决定机车想走多快：这就是期望速度，离目标越近越慢。</translation>
    </message>
    <message>
        <source>A dot product&apos;s sign tells a direction: toTarget·heading &gt; 0 means the target is in front; heading·target.heading &lt; −0.95 means the two headings point almost opposite ways (head-on).</source>
        <translation>点积的符号表示方向：toTarget·heading &gt; 0 表示目标在前方；heading·target.heading &lt; −0.95 表示两者的朝向几乎相反（迎面而来）。</translation>
    </message>
    <message>
        <source>The frames this vehicle would need to cover the distance at full speed: the farther the target, the farther ahead to look.</source>
        <translation>机车以全速走完这段距离所需的帧数：目标越远，预测得越远。</translation>
    </message>
    <message>
        <source>Where the target will be after lookAheadTime frames if it keeps its velocity: its position plus velocity × time. Pursue seeks this point.</source>
        <translation>目标若保持速度不变，lookAheadTime 帧后会在哪里：它的位置加上速度 × 时间。追捕寻找这个点。</translation>
    </message>
    <message>
        <source>Where the pursuer will be after lookAheadTime frames if it keeps its velocity. Evade flees from this point.</source>
        <translation>追捕者若保持速度不变，lookAheadTime 帧后会在哪里。躲避就避开这个点。</translation>
    </message>
    <message>
        <source>normalize(v) is the heading, the unit vector of the velocity; × wanderDistance places the circle&apos;s centre that far ahead of the vehicle.</source>
        <translation>normalize(v) 是朝向，即速度的单位向量；乘以 wanderDistance 把圆心放在机车前方这么远的地方。</translation>
    </message>
    <message>
        <source>(cos a, sin a) is a vector of length 1 at the angle wanderAngle; × wanderRadius puts the point on the wander circle.</source>
        <translation>(cos a, sin a) 是角度为 wanderAngle、长度为 1 的向量；乘以 wanderRadius 把这个点放在漫游圆上。</translation>
    </message>
    <message>
        <source>The angle changes by a small random step, so the point slides a little along the circle each frame: the wandering is smooth, not jittery.</source>
        <translation>角度每帧随机变化一小步，点就沿圆稍稍滑动：漫游是平滑的，而不是抖动的。</translation>
    </message>
    <message>
        <source>The force points from the vehicle to the point on the circle: mostly forward, a little to one side.</source>
        <translation>力从机车指向圆上的点：大部分向前，稍偏向一侧。</translation>
    </message>
    <message>
        <source>normalize(v) is the heading, the unit vector of the velocity; × avoidDistance makes the feeler that long, pointing where the vehicle goes.</source>
        <translation>normalize(v) 是朝向，即速度的单位向量；乘以 avoidDistance 使触角有这么长，指向机车前进的方向。</translation>
    </message>
    <message>
        <source>The sign of the dot product of the difference with the heading says where a circle is: positive in front, zero or negative beside or behind.</source>
        <translation>差向量与朝向的点积的符号说明圆在哪里：正数在前方，零或负数在侧面或后方。</translation>
    </message>
    <message>
        <source>The statement says that some circle in front passes both tests; ✗ marks it false: there is nothing to avoid this frame.</source>
        <translation>该式说前方有某个圆通过了两项检验；✗ 表示它不成立：这一帧没有需要回避的东西。</translation>
    </message>
    <message>
        <source>Every circle hit adds its own force; the sum is the force of object avoidance.</source>
        <translation>每个被触及的圆都加上自己的力；总和就是对象回避的力。</translation>
    </message>
    <message>
        <source>Each brake multiplies the velocity by a fraction below 1: with two circles hit the vehicle slows down twice.</source>
        <translation>每次刹车都把速度乘以一个小于 1 的分数：触及两个圆时，机车减速两次。</translation>
    </message>
    <message>
        <source>From the vehicle to the circle&apos;s centre: the centre minus the position.</source>
        <translation>从机车指向圆心：圆心减去机车的位置。</translation>
    </message>
    <message>
        <source>The dot product with the heading (a unit vector) is how far the centre lies along the direction of travel. Its sign says whether the circle is ahead (positive) or behind.</source>
        <translation>与朝向（单位向量）的点积就是圆心沿前进方向有多远。它的符号说明圆在前方（正）还是后方。</translation>
    </message>
    <message>
        <source>The heading times dotProd: the point on the feeler&apos;s line nearest to the circle&apos;s centre.</source>
        <translation>朝向乘以 dotProd：触角所在直线上离圆心最近的点。</translation>
    </message>
    <message>
        <source>How far the feeler&apos;s line passes from the circle&apos;s centre.</source>
        <translation>触角所在直线离圆心有多远。</translation>
    </message>
    <message>
        <source>If the line passes closer than the radius plus the buffer, the vehicle would touch the circle or come too near it: a collision is ahead.</source>
        <translation>如果这条直线离圆心比半径加预留距离还近，机车就会碰到圆或离它太近：前方有碰撞。</translation>
    </message>
    <message>
        <source>The nearest point must lie within the feeler&apos;s length: a circle beyond its end is too far away to matter yet.</source>
        <translation>最近点必须在触角的长度以内：触角末端以外的圆还太远，暂时不用理会。</translation>
    </message>
    <message>
        <source>One of the two tests failed, so this circle is no danger now.</source>
        <translation>两项检验之一没有通过，所以这个圆现在没有危险。</translation>
    </message>
    <message>
        <source>The heading turned by a right angle, to the side away from the circle, with the length maxSpeed: a sharp swerve sideways.</source>
        <translation>把朝向转过一个直角，转向远离圆的一侧，长度为 maxSpeed：一个向侧面的急转。</translation>
    </message>
    <message>
        <source>|projection| / |feeler| is near 0 for a circle right at the vehicle and near 1 at the feeler&apos;s end: the nearer the circle, the stronger the turn.</source>
        <translation>|projection| / |feeler| 是投影与触角长度之比：圆紧挨机车时接近 0，在触角末端接近 1。圆越近，转得越猛。</translation>
    </message>
    <message>
        <source>The velocity is multiplied by |projection| / |feeler|, a fraction below 1: the nearer the circle, the harder the vehicle brakes.</source>
        <translation>速度乘以 |projection| / |feeler|（投影与触角长度之比，小于 1）：圆越近，机车刹车越猛。</translation>
    </message>
    <message>
        <source>The waypoint the vehicle heads for now: the point of the path numbered pathIndex.</source>
        <translation>机车当前前往的路点：路径上编号为 pathIndex 的点。</translation>
    </message>
    <message>
        <source>Once closer than pathThreshold the waypoint counts as reached and the next one is taken; otherwise the index stays.</source>
        <translation>一旦距离小于 pathThreshold，该路点就算到达，换成下一个；否则编号不变。</translation>
    </message>
    <message>
        <source>On an open path the last point is approached with arrive, so the vehicle brakes and stops on it.</source>
        <translation>在不闭合的路径上，最后一个点用到达来接近，所以机车会刹车并停在那里。</translation>
    </message>
    <message>
        <source>A neighbour counts only within inSightDist; with the front test, only if its dot product with the heading is not negative, that is, if it is in front.</source>
        <translation>只有在 inSightDist 以内的邻居才算数；加上前方检验时，还要求它与朝向的点积不为负，也就是它在前方。</translation>
    </message>
    <message>
        <source>How many neighbours are in sight: the averages below divide by this number.</source>
        <translation>视野中有多少邻居：下面的平均值都除以这个数。</translation>
    </message>
    <message>
        <source>Whether the neighbours are seen where they were at the start of the frame or where they have already moved to changes the numbers above.</source>
        <translation>邻居是按本帧开始时所在之处来看，还是按它们已经移动到的地方来看，会改变上面的数字。</translation>
    </message>
    <message>
        <source>A neighbour nearer than tooCloseDist is too close: separation flees from each of them.</source>
        <translation>比 tooCloseDist 更近的邻居就算过近：分离会避开其中每一个。</translation>
    </message>
    <message>
        <source>Each flee steers away from one neighbour that is too close; their forces add up to the separation force F_sep.</source>
        <translation>每次避开都让机车远离一个过近的邻居；这些力加起来就是分离的力 F_sep。</translation>
    </message>
    <message>
        <source>With nobody in sight there is nothing to average, so cohesion and alignment add nothing.</source>
        <translation>视野中没有任何邻居，就没有可平均的，所以凝聚和队列都不加任何东西。</translation>
    </message>
    <message>
        <source>The mean of the velocities: which way and how fast the neighbours go on average. Alignment steers towards it.</source>
        <translation>速度的平均值：邻居们平均朝哪里、以多快的速率前进。队列朝它转向。</translation>
    </message>
    <message>
        <source>The centre of the neighbours in sight. Cohesion seeks this point.</source>
        <translation>视野中邻居的中心。凝聚寻找这个点。</translation>
    </message>
    <message>
        <source>The change that would turn v into the neighbours&apos; average velocity: the force of alignment.</source>
        <translation>把 v 变成邻居平均速度所需的改变：这就是队列的力。</translation>
    </message>
    <message>
        <source>Alignment is added to the steering force, together with separation and cohesion.</source>
        <translation>队列与分离、凝聚一起加到转向力上。</translation>
    </message>
    <message>
        <source>add() returns a new vector and leaves the force unchanged; nothing keeps the result, so alignment has no effect.</source>
        <translation>add() 返回一个新向量而不改变原来的力；结果没有被保存，所以队列不起作用。</translation>
    </message>
    <message>
        <source>Subtracting the average velocity steers against the neighbours&apos; direction instead of along it.</source>
        <translation>减去平均速度，就是逆着邻居的方向转向，而不是顺着它。</translation>
    </message>
    <message>
        <source>heading is the unit vector of the leader&apos;s velocity and side is heading turned by a right angle: the leader&apos;s own axes.</source>
        <translation>heading 是领队速度的单位向量，side 是把 heading 转过一个直角：这就是领队自己的坐标轴。</translation>
    </message>
    <message>
        <source>The offset is given along the leader&apos;s side and heading; these dot products turn it into the stage&apos;s own directions.</source>
        <translation>偏移量是沿领队的 side 和 heading 给出的；这两个点积把它换成舞台自己的方向。</translation>
    </message>
    <message>
        <source>The place in formation: the leader&apos;s position plus the offset.</source>
        <translation>队形中的位置：领队的位置加上偏移量。</translation>
    </message>
    <message>
        <source>Where the place in formation will be after lookAheadTime frames; the follower arrives there, slowing down in its place.</source>
        <translation>lookAheadTime 帧之后队形中的位置会在哪里；跟随者到达那里，在自己的位置上减速。</translation>
    </message>
    <message>
        <source>Obstacles farther than the cut-off distance are not computed at all: their push would be tiny.</source>
        <translation>比截断距离更远的障碍物完全不计算：它们的推开量微乎其微。</translation>
    </message>
    <message>
        <source>From the obstacle&apos;s centre to the vehicle: the direction the push will have.</source>
        <translation>从障碍物中心指向机车：推开量将有的方向。</translation>
    </message>
    <message>
        <source>This obstacle is within the cut-off distance, so it pushes.</source>
        <translation>这个障碍物在截断距离以内，所以它会推开机车。</translation>
    </message>
    <message>
        <source>The distance measured in obstacle radii: 1 on the obstacle&apos;s rim, more farther out.</source>
        <translation>以障碍物半径为单位的距离：在障碍物边缘为 1，越远越大。</translation>
    </message>
    <message>
        <source>The potential: B/dᵐ (repulsion) grows very fast as d gets small; −A/dⁿ (attraction, zero by default) would pull the vehicle in from farther away.</source>
        <translation>势函数：d 变小时 B/dᵐ（斥力）增长得非常快；−A/dⁿ（引力，默认为零）会从更远处把机车拉近。</translation>
    </message>
    <message>
        <source>normalize keeps only the direction away from the obstacle; × U sets the push&apos;s strength.</source>
        <translation>normalize 只保留远离障碍物的方向；乘以 U 决定推开量的大小。</translation>
    </message>
    <message>
        <source>The push is added to the velocity.</source>
        <translation>推开量加到速度上。</translation>
    </message>
    <message>
        <source>The speed is set back to ljSpeed and the direction kept: the push changes only where the vehicle goes, not how fast.</source>
        <translation>速率被设回 ljSpeed，方向保持不变：推开量只改变机车去哪里，不改变走多快。</translation>
    </message>
    <message>
        <source>The forces of all the behaviour calls of this frame add up to one steering force.</source>
        <translation>本帧所有行为调用的力加起来，成为一个转向力。</translation>
    </message>
    <message>
        <source>truncate: if the force is longer than maxForce it is cut to maxForce; the direction is kept. That is why a vehicle turns in a curve and not on the spot.</source>
        <translation>truncate：如果力比 maxForce 长，就截短为 maxForce，方向不变。所以机车沿曲线转弯，而不能原地掉头。</translation>
    </message>
    <message>
        <source>Newton&apos;s law: the same force accelerates a heavier vehicle less.</source>
        <translation>牛顿定律：同样的力使质量更大的机车加速得更少。</translation>
    </message>
    <message>
        <source>The acceleration changes the velocity; truncate: if the result is faster than maxSpeed it is cut to maxSpeed, the direction is kept.</source>
        <translation>加速度改变速度；truncate：如果结果比 maxSpeed 快，就截为 maxSpeed，方向不变。</translation>
    </message>
    <message>
        <source>truncate: a velocity longer than maxSpeed is cut to maxSpeed, the direction is kept; a slower one stays as it is.</source>
        <translation>truncate：比 maxSpeed 长的速度截为 maxSpeed，方向不变；较慢的保持原样。</translation>
    </message>
    <message>
        <source>One frame&apos;s move: the velocity is the distance travelled in one frame, in pixels.</source>
        <translation>一帧的移动：速度就是一帧内走过的距离（以像素计）。</translation>
    </message>
    <message>
        <source>At the stage&apos;s edge, bounce reflects the velocity, like a ball off a wall.</source>
        <translation>在舞台边缘，反弹把速度反射回来，就像球撞到墙上弹回。</translation>
    </message>
    <message>
        <source>At the stage&apos;s edge, wrap takes the vehicle out at one side and in at the opposite side.</source>
        <translation>在舞台边缘，环绕让机车从一边出去，从对面一边进来。</translation>
    </message>
    <message>
        <source>The Cocos port divides by both speeds added: the two close in on each other, so the look-ahead is shorter than the book&apos;s.</source>
        <translation>Cocos 移植版除以两者速率之和：双方在互相靠近，所以预测时间比书中的短。</translation>
    </message>
    <message>
        <source>As printed in the Russian translation the travel is subtracted: the point lies behind the pursuer, where it came from, not where it is going.</source>
        <translation>按俄文译文的印刷，移动量被减去：这个点在追捕者身后，是它来的地方，而不是它要去的地方。</translation>
    </message>
    <message>
        <source>Both speeds added, as in the Cocos port: how many frames ahead to predict the place in formation.</source>
        <translation>像 Cocos 移植版那样把两者速率相加：要提前多少帧来预测队形中的位置。</translation>
    </message>
</context>
<context>
    <name>GlossaryPanel</name>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>The terms in English, Chinese and Russian side by side, with a note where a word misleads</source>
        <translation>英文、中文和俄文术语并列对照，容易误解的词附有说明</translation>
    </message>
    <message>
        <source>Search in any language, or a parameter name</source>
        <translation>用任一种语言或参数名搜索</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Select a term to see it in the three languages with its notes.</source>
        <translation>选中一个术语，即可看到它的三种语言形式和说明。</translation>
    </message>
    <message>
        <source>Double-click to read about this article in Help → Sources</source>
        <translation>双击可在“帮助 → 原文出处”中查看这篇文章</translation>
    </message>
    <message>
        <source>The articles&apos; terms in the three languages of the class, with the article each comes from. A note says where a word means something else in everyday speech.</source>
        <translation>各篇文章中的术语，用课堂上的三种语言并列列出，并注明每个术语出自哪篇文章。如果某个词在日常用语中另有含义，说明栏会指出。</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>文章</translation>
    </message>
</context>
<context>
    <name>ItemKind</name>
    <message>
        <source>velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>desired velocity</source>
        <translation>期望速度</translation>
    </message>
    <message>
        <source>steering force</source>
        <translation>转向力</translation>
    </message>
    <message>
        <source>total steering force</source>
        <translation>合转向力</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>predicted target</source>
        <translation>预测的目标位置</translation>
    </message>
    <message>
        <source>look-ahead</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>arrival threshold</source>
        <translation>到达阈值</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差向量</translation>
    </message>
    <message>
        <source>feeler</source>
        <translation>触角</translation>
    </message>
    <message>
        <source>projection</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>distance to feeler</source>
        <translation>到触角的距离</translation>
    </message>
    <message>
        <source>radius + buffer</source>
        <translation>半径 + 预留距离</translation>
    </message>
    <message>
        <source>braked velocity</source>
        <translation>刹车后的速度</translation>
    </message>
    <message>
        <source>wander circle centre</source>
        <translation>漫游圆心</translation>
    </message>
    <message>
        <source>wander circle</source>
        <translation>漫游圆</translation>
    </message>
    <message>
        <source>wander offset</source>
        <translation>漫游偏移</translation>
    </message>
    <message>
        <source>in sight</source>
        <translation>视野</translation>
    </message>
    <message>
        <source>too close</source>
        <translation>过近</translation>
    </message>
    <message>
        <source>neighbour in sight</source>
        <translation>视野中的邻居</translation>
    </message>
    <message>
        <source>average position</source>
        <translation>平均位置</translation>
    </message>
    <message>
        <source>average velocity</source>
        <translation>平均速度</translation>
    </message>
    <message>
        <source>alignment</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>waypoint</source>
        <translation>路点</translation>
    </message>
    <message>
        <source>path threshold</source>
        <translation>路径阈值</translation>
    </message>
    <message>
        <source>offset point</source>
        <translation>偏移点</translation>
    </message>
    <message>
        <source>leader&apos;s frame</source>
        <translation>领队的坐标系</translation>
    </message>
    <message>
        <source>cut-off distance</source>
        <translation>截断距离</translation>
    </message>
    <message>
        <source>push</source>
        <translation>推开量</translation>
    </message>
    <message>
        <source>velocity at fixed speed</source>
        <translation>固定速率的速度</translation>
    </message>
    <message>
        <source>velocity plus push</source>
        <translation>速度加推开量</translation>
    </message>
    <message>
        <source>flee: force subtracted</source>
        <translation>避开：被减去的力</translation>
    </message>
    <message>
        <source>steering force: separation</source>
        <translation>转向力：分离</translation>
    </message>
    <message>
        <source>steering force: cohesion</source>
        <translation>转向力：凝聚</translation>
    </message>
    <message>
        <source>steering force: wander</source>
        <translation>转向力：漫游</translation>
    </message>
    <message>
        <source>steering force: object avoidance</source>
        <translation>转向力：对象回避</translation>
    </message>
    <message>
        <source>steering force: separation, sum</source>
        <translation>转向力：分离，总和</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>vector scale ×%1</source>
        <translation>向量比例 ×%1</translation>
    </message>
    <message>
        <source>Next step: vectors from the position shown</source>
        <translation>下一步：向量从当前显示的位置出发</translation>
    </message>
    <message>
        <source>ghost: position after the step</source>
        <translation>虚影：这一步之后的位置</translation>
    </message>
    <message>
        <source>too close: disc of radius tooCloseDist (in sight only)</source>
        <translation>过近：半径 tooCloseDist 的圆盘（只计视野中的）</translation>
    </message>
    <message>
        <source>target: used in this step</source>
        <translation>目标：这一步所用的点</translation>
    </message>
    <message>
        <source>pointer target: drag it</source>
        <translation>指针目标：可以拖动</translation>
    </message>
    <message>
        <source>pointer target</source>
        <translation>指针目标</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
</context>
<context>
    <name>LennardJonesPlot</name>
    <message>
        <source>U(d) = −A/dⁿ + B/dᵐ   A = %1, B = %2, n = %3, m = %4</source>
        <translation>U(d) = −A/dⁿ + B/dᵐ   A = %1，B = %2，n = %3，m = %4</translation>
    </message>
    <message>
        <source>d = |r| / radius</source>
        <translation>d = |r| / 半径</translation>
    </message>
    <message>
        <source>potential U</source>
        <translation>势函数 U</translation>
    </message>
    <message>
        <source>cut-off %1</source>
        <translation>截断 %1</translation>
    </message>
    <message>
        <source>distance |r| (px)</source>
        <translation>距离 |r|（像素）</translation>
    </message>
    <message>
        <source>push |u|</source>
        <translation>推开量 |u|</translation>
    </message>
    <message>
        <source>radius %1</source>
        <translation>半径 %1</translation>
    </message>
    <message>
        <source>player&apos;s distance now</source>
        <translation>机车当前的距离</translation>
    </message>
    <message>
        <source>%1 of %2 beyond the cut-off</source>
        <translation>%2 个中有 %1 个超出截断距离</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>%1 applies to the whole world, not to one vehicle</source>
        <translation>%1 作用于整个世界，而不是某一辆机车</translation>
    </message>
    <message>
        <source>%1 is not a parameter of one vehicle: it belongs in &quot;parameters&quot;</source>
        <translation>%1 不是单辆机车的参数：它应当放在 &quot;parameters&quot; 中</translation>
    </message>
    <message>
        <source>%1 is set when the scenario starts: it belongs in &quot;parameters&quot;, not in the input</source>
        <translation>%1 在场景开始时设定：它应当放在 &quot;parameters&quot; 中，而不是输入中</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4</source>
        <translation>%1 必须是 %2 到 %3 之间的整数，而不是 %4</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 必须在 %2 到 %3 之间，而不是 %4</translation>
    </message>
    <message>
        <source>%1 must be greater than %2 and at most %3, not %4</source>
        <translation>%1 必须大于 %2 且不超过 %3，而不是 %4</translation>
    </message>
    <message>
        <source>Lesson &apos;%1&apos;, at %2: %3</source>
        <translation>课程“%1”，位置 %2：%3</translation>
    </message>
    <message>
        <source>Lesson &apos;%1&apos;: %2</source>
        <translation>课程“%1”：%2</translation>
    </message>
    <message>
        <source>The lesson could not be saved as &apos;%1&apos;: %2. An existing file of that name is left as it was.</source>
        <translation>无法把课程保存为“%1”：%2。同名的已有文件保持原样。</translation>
    </message>
    <message>
        <source>a frame range [first, last]</source>
        <translation>帧范围 [第一帧, 最后一帧]</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a position [x, y]</source>
        <translation>位置 [x, y]</translation>
    </message>
    <message>
        <source>a seed above %1 must be written as text, e.g. &quot;%2&quot;</source>
        <translation>大于 %1 的种子必须写成文本，例如 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，文件中为%2</translation>
    </message>
    <message>
        <source>frame %1 comes before frame %2 of the event before it: input events must be in frame order</source>
        <translation>第 %1 帧在前一个事件的第 %2 帧之前：输入事件必须按帧的顺序排列</translation>
    </message>
    <message>
        <source>frame %1 is after the lesson&apos;s last frame (%2)</source>
        <translation>第 %1 帧在课程的最后一帧（%2）之后</translation>
    </message>
    <message>
        <source>input at frame %1: %2</source>
        <translation>第 %1 帧的输入：%2</translation>
    </message>
    <message>
        <source>must be 16 hexadecimal digits, e.g. &quot;%1&quot;, not &apos;%2&apos;</source>
        <translation>必须是 16 位十六进制数字，例如 &quot;%1&quot;，而不是“%2”</translation>
    </message>
    <message>
        <source>must be a colour written #rrggbb, e.g. &quot;#d04010&quot;, not &apos;%1&apos;</source>
        <translation>必须是写成 #rrggbb 的颜色，例如 &quot;#d04010&quot;，而不是“%1”</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数字</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation>必须是 %1 到 %2 之间的整数，而不是 %3</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 18446744073709551615, not &apos;%1&apos;</source>
        <translation>必须是 0 到 18446744073709551615 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <source>needs a text in at least one language (en, zh_CN or ru)</source>
        <translation>至少需要一种语言（en、zh_CN 或 ru）的文字</translation>
    </message>
    <message>
        <source>no obstacle number %1 (obstacles in this scenario: %2, numbered from 0)</source>
        <translation>没有第 %1 号障碍物（这个场景中的障碍物：%2 个，从 0 开始编号）</translation>
    </message>
    <message>
        <source>no vehicle &apos;%1&apos; in scenario &apos;%2&apos;</source>
        <translation>场景“%2”中没有机车“%1”</translation>
    </message>
    <message>
        <source>no vehicle &apos;%1&apos; in scenario &apos;%2&apos; (vehicles: %3)</source>
        <translation>场景“%2”中没有机车“%1”（机车：%3）</translation>
    </message>
    <message>
        <source>no vehicle number %1 in this scenario</source>
        <translation>这个场景中没有第 %1 号机车</translation>
    </message>
    <message>
        <source>no waypoint number %1 (waypoints at this point of the input: %2, numbered from 0)</source>
        <translation>没有第 %1 号路点（输入进行到这里时的路点：%2 个，从 0 开始编号）</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null（空值）</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply (at byte %1)</source>
        <translation>JSON 嵌套太深（在第 %1 字节处）</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the file ends too early, at byte %1: it is cut off (truncated)</source>
        <translation>文件在第 %1 字节处过早结束：它被截断了</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the file is too large: %1 MB (a lesson is at most %2 MB)</source>
        <translation>文件太大：%1 MB（课程最多 %2 MB）</translation>
    </message>
    <message>
        <source>the folder does not let a new file be written there</source>
        <translation>该文件夹不允许在其中写入新文件</translation>
    </message>
    <message>
        <source>the frame to open at (%1) is after the lesson&apos;s last frame (%2)</source>
        <translation>打开时显示的帧（%1）在课程的最后一帧（%2）之后</translation>
    </message>
    <message>
        <source>the last frame %1 is before the first frame %2</source>
        <translation>最后一帧 %1 在第一帧 %2 之前</translation>
    </message>
    <message>
        <source>the last frame must be a whole number from 0 to %1, not %2</source>
        <translation>最后一帧必须是 0 到 %1 之间的整数，而不是 %2</translation>
    </message>
    <message>
        <source>the recorded input does not replay: %1</source>
        <translation>录下的输入无法重放：%1</translation>
    </message>
    <message>
        <source>the scenario cannot be set up: %1</source>
        <translation>无法设置场景：%1</translation>
    </message>
    <message>
        <source>the text is not UTF-8 (at byte %1)</source>
        <translation>文本不是 UTF-8 编码（在第 %1 字节处）</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>there is not enough memory to read it</source>
        <translation>内存不足，无法读取</translation>
    </message>
    <message>
        <source>this field is missing</source>
        <translation>缺少这个字段</translation>
    </message>
    <message>
        <source>this field is missing: a lesson starts with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>缺少这个字段：课程以 &quot;format&quot;: &quot;%1&quot; 开头</translation>
    </message>
    <message>
        <source>this is a folder, not a lesson file</source>
        <translation>这是一个文件夹，不是课程文件</translation>
    </message>
    <message>
        <source>this is not a Steering Lab lesson: expected an object starting with &quot;format&quot;: &quot;%1&quot;</source>
        <translation>这不是 Steering Lab 课程：应为以 &quot;format&quot;: &quot;%1&quot; 开头的对象</translation>
    </message>
    <message>
        <source>this is not a Steering Lab lesson: the format is &apos;%1&apos;, expected &apos;%2&apos;</source>
        <translation>这不是 Steering Lab 课程：格式是“%1”，应为“%2”</translation>
    </message>
    <message>
        <source>this is not a regular file</source>
        <translation>这不是普通文件</translation>
    </message>
    <message>
        <source>this is not valid JSON: a syntax error near byte %1 (line %2, column %3)</source>
        <translation>这不是有效的 JSON：在第 %1 字节附近有语法错误（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>too many elements: %1 (at most %2)</source>
        <translation>元素太多：%1 个（最多 %2 个）</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false（真或假）</translation>
    </message>
    <message>
        <source>unknown annotation kind &apos;%1&apos; (valid: text, arrow)</source>
        <translation>未知的标注类型“%1”（可选：text、arrow）</translation>
    </message>
    <message>
        <source>unknown choice &apos;%1&apos; for %2 (valid: %3)</source>
        <translation>%2 没有选项“%1”（可选：%3）</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; (valid: %2)</source>
        <translation>未知字段“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>unknown input type &apos;%1&apos; (valid: %2)</source>
        <translation>未知的输入类型“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (valid: %2)</source>
        <translation>未知的图形类型“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (valid: %2)</source>
        <translation>未知参数“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>unknown scenario &apos;%1&apos; (valid: %2)</source>
        <translation>未知场景“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>unknown variant switch &apos;%1&apos; (valid: %2)</source>
        <translation>未知的变体开关“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (up to %2): open it with a newer Steering Lab</source>
        <translation>版本 %1 比本程序能读取的版本（最高 %2）更新：请用更新的 Steering Lab 打开</translation>
    </message>
    <message>
        <source>writing failed (is the disk full?)</source>
        <translation>写入失败（磁盘满了吗？）</translation>
    </message>
    <message>
        <source>no vehicle &apos;%1&apos; at this point of the input</source>
        <translation>在输入的这一处没有机车“%1”</translation>
    </message>
    <message>
        <source>unknown edge behaviour &apos;%1&apos; (valid: wrap, bounce, none)</source>
        <translation>未知的边界处理“%1”（可用：wrap、bounce、none）</translation>
    </message>
    <message>
        <source>the last vehicle cannot be removed</source>
        <translation>最后一辆机车不能删除</translation>
    </message>
    <message>
        <source>there is already a vehicle &apos;%1&apos;</source>
        <translation>已经有一辆机车“%1”</translation>
    </message>
    <message>
        <source>unknown question kind &apos;%1&apos; (valid: next-velocity, pushing-circle, first-to-reach)</source>
        <translation>未知的问题类型“%1”（有效值：next-velocity、pushing-circle、first-to-reach）</translation>
    </message>
    <message>
        <source>first-to-reach needs the pursuer and the seeker of scenario &apos;pursue&apos;, not &apos;%1&apos;</source>
        <translation>first-to-reach 需要场景“pursue”中的追捕者和寻找者，而不是“%1”</translation>
    </message>
    <message>
        <source>count does not apply to scenario &apos;%1&apos; (only to flock, swarm and offset-pursuit)</source>
        <translation>count 不适用于场景“%1”（只适用于 flock、swarm 和 offset-pursuit）</translation>
    </message>
    <message>
        <source>The lesson&apos;s own file name could not be kept beside the autosave &apos;%1&apos;.</source>
        <translation>无法在自动保存文件“%1”旁边记下课程自己的文件名。</translation>
    </message>
    <message>
        <source>An unsaved lesson from an earlier session could not be read (%1). It is kept as &apos;%2&apos;.</source>
        <translation>无法读取上一次留下的未保存课程（%1）。它被保留为“%2”。</translation>
    </message>
    <message>
        <source>The lesson was not saved as &apos;%1&apos;: Steering Lab would not open what it was about to write (%2). This is a fault in Steering Lab; please report it with this message. An existing file of that name is left as it was, and the lesson stays open.</source>
        <translation>课程没有保存为“%1”：Steering Lab 将无法再打开它正要写入的内容（%2）。这是 Steering Lab 的错误，请附上这条消息报告。同名的已有文件保持原样，课程仍然打开着。</translation>
    </message>
    <message>
        <source>unknown legend form &apos;%1&apos; (valid: full, compact)</source>
        <translation>未知的图例形式“%1”（有效值：full、compact）</translation>
    </message>
    <message>
        <source>this bookmark answers question %1, but the lesson has no questions</source>
        <translation>这个书签是问题 %1 的答案，但本课没有问题</translation>
    </message>
    <message>
        <source>this bookmark answers question %1, but the questions are numbered from 0 to %2</source>
        <translation>这个书签是问题 %1 的答案，但问题的编号是 0 到 %2</translation>
    </message>
    <message>
        <source>unknown claim row &apos;%1&apos; (valid: %2)</source>
        <translation>未知的说法行“%1”（有效值：%2）</translation>
    </message>
    <message numerus="yes">
        <source>the text is too long: %n characters (at most %1)</source>
        <translation>
            <numerusform>文字太长：%n 个字符（最多 %1 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a position [x, y] (two numbers), found a list of %n</source>
        <translation>
            <numerusform>应为位置 [x, y]（两个数字），文件中是含 %n 个元素的列表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected a frame range [first, last] (two whole numbers), found a list of %n</source>
        <translation>
            <numerusform>应为帧范围 [第一帧, 最后一帧]（两个整数），文件中是含 %n 个元素的列表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n vehicles can be placed</source>
        <translation>
            <numerusform>最多可以放置 %n 辆机车</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n obstacles can be placed</source>
        <translation>
            <numerusform>最多可以放置 %n 个障碍物</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
    <message>
        <source>This lesson computes differently in this version: the bookmark “%1” expected another result.</source>
        <translation>此课程在本版本中的计算结果不同：书签“%1”预期的是另一个结果。</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>新建课程</translation>
    </message>
</context>
<context>
    <name>LessonTextDialog</name>
    <message>
        <source>Lesson title and notes</source>
        <translation>课程标题与讲解</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>粗体</translation>
    </message>
    <message>
        <source>Italic</source>
        <translation>斜体</translation>
    </message>
    <message>
        <source>Bulleted list</source>
        <translation>项目列表</translation>
    </message>
    <message>
        <source>Notes, shown beside the stage in this language:</source>
        <translation>讲解（界面为此语言时显示在舞台旁）：</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Add a bookmark at the frame shown</source>
        <translation>在当前显示的帧添加书签</translation>
    </message>
    <message>
        <source>Add bookmark…</source>
        <translation>添加书签…</translation>
    </message>
    <message>
        <source>Go to the next bookmark, or one frame forward when there is none</source>
        <translation>转到下一个书签；若没有，则前进一帧</translation>
    </message>
    <message>
        <source>Go to the previous bookmark, or one frame back when there is none</source>
        <translation>转到上一个书签；若没有，则后退一帧</translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation>课程(&amp;E)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>新建课程</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>下一个书签</translation>
    </message>
    <message>
        <source>Open a lesson file (.steerlab)</source>
        <translation>打开课程文件（.steerlab）</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>打开课程…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>上一个书签</translation>
    </message>
    <message>
        <source>Restore unsaved lesson</source>
        <translation>恢复未保存的课程</translation>
    </message>
    <message>
        <source>Save lesson as…</source>
        <translation>课程另存为…</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Save the lesson in a new file</source>
        <translation>将课程保存为新文件</translation>
    </message>
    <message>
        <source>Save the lesson: set-up, recorded input, view, bookmarks and notes</source>
        <translation>保存课程：设置、录制的输入、视图、书签和讲解</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Start an untitled lesson from the current scenario at frame 0</source>
        <translation>从当前场景的第 0 帧开始一个未命名课程</translation>
    </message>
    <message>
        <source>Steering Lab lessons (*.steerlab)</source>
        <translation>Steering Lab 课程（*.steerlab）</translation>
    </message>
    <message>
        <source>Steering Lab — %1[*]</source>
        <translation>Steering Lab — %1[*]</translation>
    </message>
    <message>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>课程“%1”有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>未保存的课程</translation>
    </message>
    <message>
        <source>Annotate stage</source>
        <translation>在舞台上标注</translation>
    </message>
    <message>
        <source>Place notes on the stage: click for a text, drag for an arrow, click a note to edit it (Esc ends)</source>
        <translation>在舞台上放置标注：单击放文字，拖动画箭头，单击已有标注可编辑（Esc 结束）</translation>
    </message>
    <message>
        <source>Edit title and notes…</source>
        <translation>编辑标题与讲解…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s title and notes in English, Chinese and Russian</source>
        <translation>用英文、中文和俄文撰写课程标题与讲解</translation>
    </message>
    <message>
        <source>Start page…</source>
        <translation>起始页…</translation>
    </message>
    <message>
        <source>The lessons that come with Steering Lab</source>
        <translation>Steering Lab 自带的课程</translation>
    </message>
    <message>
        <source>Recover unsaved lessons</source>
        <translation>恢复未保存的课程</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>The file &apos;%1&apos; was changed by another program since this window opened or saved it.</source>
        <translation>自从这个窗口打开或保存文件“%1”以来，它已被另一个程序修改。</translation>
    </message>
    <message>
        <source>Overwrite it with this lesson, reload it (the changes made here are dropped), or save this lesson under another name?</source>
        <translation>用这个课程覆盖它、重新载入它（这里做的更改会被丢弃），还是把这个课程另存为别的名字？</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
    <message>
        <source>Nothing to recover</source>
        <translation>没有需要恢复的课程</translation>
    </message>
    <message>
        <source>Steering Lab did not close normally while the lesson “%1” had changes that were not saved (autosaved %2). What should happen to them?</source>
        <translation>Steering Lab 没有正常关闭，当时课程“%1”有未保存的更改（自动保存于 %2）。要如何处理这些更改？</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>以后再决定</translation>
    </message>
    <message>
        <source>“Decide later” keeps it in File → Recover unsaved lessons.</source>
        <translation>选择“以后再决定”时，它会保留在“文件 → 恢复未保存的课程”中。</translation>
    </message>
</context>
<context>
    <name>LessonsPanel</name>
    <message>
        <source>(English)</source>
        <translation>（英文）</translation>
    </message>
    <message>
        <source>(in another language)</source>
        <translation>（其他语言）</translation>
    </message>
    <message>
        <source>Add bookmark</source>
        <translation>添加书签</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>Frame %1 — %2</source>
        <translation>第 %1 帧 — %2</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>第 %1 帧</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一个 ▶</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Remove the selected bookmark</source>
        <translation>删除所选书签</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>This lesson has no notes.</source>
        <translation>此课程没有讲解。</translation>
    </message>
    <message>
        <source>Title of the bookmark at frame %1:</source>
        <translation>第 %1 帧书签的标题：</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一个</translation>
    </message>
    <message>
        <source>Go to the previous bookmark (the key is in Help → Keyboard shortcuts)</source>
        <translation>转到上一个书签（按键见“帮助 → 键盘快捷键”）</translation>
    </message>
    <message>
        <source>Go to the next bookmark (the key is in Help → Keyboard shortcuts)</source>
        <translation>转到下一个书签（按键见“帮助 → 键盘快捷键”）</translation>
    </message>
    <message>
        <source>Add a bookmark at the frame shown</source>
        <translation>在当前显示的帧添加书签</translation>
    </message>
    <message>
        <source>Lesson notes</source>
        <translation>课程讲解</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Move to frame %1</source>
        <translation>移到第 %1 帧</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Bookmarks with the answers appear after Check (Questions panel).</source>
        <translation>含答案的书签在点击“检验”后出现（见“问题”面板）。</translation>
    </message>
</context>
<context>
    <name>LineStepper</name>
    <message>
        <source>Step through the formula lines</source>
        <translation>逐行查看公式</translation>
    </message>
    <message>
        <source>Line by line</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>Next formula line</source>
        <translation>下一行公式</translation>
    </message>
    <message>
        <source>Next formula line; after the last line, the next frame&apos;s first (key: .)</source>
        <translation>下一行公式；最后一行之后转到下一帧的第一行（按键：.）</translation>
    </message>
    <message>
        <source>Previous formula line</source>
        <translation>上一行公式</translation>
    </message>
    <message>
        <source>Previous formula line; before the first line, the previous frame&apos;s last (key: comma)</source>
        <translation>上一行公式；第一行之前转到上一帧的最后一行（按键：逗号）</translation>
    </message>
    <message>
        <source>Play the formula lines</source>
        <translation>自动逐行播放公式</translation>
    </message>
    <message>
        <source>Go on to the next formula line about once a second</source>
        <translation>大约每秒前进一行公式</translation>
    </message>
    <message>
        <source>▶ Auto</source>
        <translation>▶ 自动</translation>
    </message>
    <message>
        <source>Slow motion through this frame: the formula lines one at a time, in the order the articles&apos; code computes them; the stage shows the vectors computed so far, the current line&apos;s lit. Keys: . next line, comma previous line, Esc leaves</source>
        <translation>慢动作查看这一帧：按文章代码的计算顺序一次显示一行公式；舞台上只显示已算出的向量，当前这一行的向量高亮。按键：. 下一行，逗号 上一行，Esc 退出</translation>
    </message>
</context>
<context>
    <name>Magnifier</name>
    <message>
        <source>Magnifier: vectors ×%1</source>
        <translation>放大镜：向量 ×%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The %1 translation is missing; the interface stays as it was.</source>
        <translation>缺少 %1 翻译；界面保持不变。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>保存图片…</translation>
    </message>
    <message>
        <source>Save the current frame (stage, vectors, legend) as PNG or SVG</source>
        <translation>把当前帧（舞台、向量、图例）保存为 PNG 或 SVG</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Close Steering Lab</source>
        <translation>关闭 Steering Lab</translation>
    </message>
    <message>
        <source>Redo the change undone last (Ctrl+Shift+Z)</source>
        <translation>重做上一次撤销的修改（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause the animation</source>
        <translation>暂停动画</translation>
    </message>
    <message>
        <source>Play the animation (30 frames per second at 1×)</source>
        <translation>播放动画（1× 时每秒 30 帧）</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一帧</translation>
    </message>
    <message>
        <source>Show the previous frame, exactly as it was</source>
        <translation>显示上一帧，与原来完全一样</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一帧</translation>
    </message>
    <message>
        <source>Advance exactly one frame</source>
        <translation>正好前进一帧</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom into the stage (or use the mouse wheel)</source>
        <translation>放大舞台（也可以用鼠标滚轮）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Zoom out of the stage</source>
        <translation>缩小舞台</translation>
    </message>
    <message>
        <source>Fit stage</source>
        <translation>缩放到整个舞台</translation>
    </message>
    <message>
        <source>Show the whole stage, scaled to the window</source>
        <translation>显示整个舞台，按窗口缩放</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Draw fading trails behind the vehicles</source>
        <translation>在机车后面画出渐隐的轨迹</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Show the legend naming each colour</source>
        <translation>显示说明各颜色含义的图例</translation>
    </message>
    <message>
        <source>About Steering Lab</source>
        <translation>关于 Steering Lab</translation>
    </message>
    <message>
        <source>Where the behaviours and formulas come from</source>
        <translation>这些行为和公式的出处</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>叠加显示</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Lennard-Jones potential</source>
        <translation>Lennard-Jones 势函数</translation>
    </message>
    <message>
        <source>While playing, the vehicle follows the pointer; drag the target marker to leave it in place.</source>
        <translation>播放时机车跟随鼠标指针；拖动目标标记可以把它留在原地。</translation>
    </message>
    <message>
        <source>Click the stage to add a waypoint.</source>
        <translation>点击舞台添加一个路点。</translation>
    </message>
    <message>
        <source>Drag a circle to move it.</source>
        <translation>拖动圆可以移动它。</translation>
    </message>
    <message>
        <source>Click a vehicle to select it.</source>
        <translation>点击机车来选中它。</translation>
    </message>
    <message>
        <source>Could not save the picture to &apos;%1&apos; (is the folder writable?).</source>
        <translation>无法把图片保存到“%1”（文件夹可写吗？）。</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Steering Lab&lt;/h3&gt;&lt;p&gt;Steering behaviours for the classroom: seek, flee, arrive, pursue, evade, wander, object avoidance, path following, flocking, offset pursuit and Lennard-Jones avoidance, step by step with every vector and formula.&lt;/p&gt;&lt;p&gt;Sources:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Keith Peters, &lt;i&gt;AdvancED ActionScript 3.0 Animation&lt;/i&gt;, chapter 2 (Vehicle.as, SteeredVehicle.as, SeekTest … FlockTest), with Chinese study notes and a Russian translation;&lt;/li&gt;&lt;li&gt;a Cocos Creator 3.1 TypeScript port (offset pursuit, the head-on pursue shortcut);&lt;/li&gt;&lt;li&gt;Lennard-Jones potential avoidance from &lt;i&gt;AI for Game Developers&lt;/i&gt; (Bourg &amp;amp; Seemann).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Where the sources disagree, the variants in the Parameters panel switch between them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Steering Lab&lt;/h3&gt;&lt;p&gt;课堂用的转向行为：寻找、避开、到达、追捕、躲避、漫游、对象回避、路径跟随、群落、追逐偏移和 Lennard-Jones 势函数回避，逐帧展示每个向量和每条公式。&lt;/p&gt;&lt;p&gt;出处：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Keith Peters，《&lt;i&gt;AdvancED ActionScript 3.0 Animation&lt;/i&gt;》（AS3.0 高级动画编程）第二章（Vehicle.as、SteeredVehicle.as、SeekTest … FlockTest），以及中文学习笔记和俄文译文；&lt;/li&gt;&lt;li&gt;一个 Cocos Creator 3.1 TypeScript 移植版（追逐偏移、迎面追捕的捷径）；&lt;/li&gt;&lt;li&gt;《&lt;i&gt;AI for Game Developers&lt;/i&gt;》（Bourg &amp;amp; Seemann）中用 Lennard-Jones 势函数回避障碍物的方法。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;原文之间不一致的地方，可以在“参数”面板中的变体之间切换。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo the last change: a drag, a waypoint, a parameter, a variant, a reset or a scenario switch (Ctrl+Z)</source>
        <translation>撤销上一次更改：拖动、路点、参数、变体、重置或切换场景（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>Go to frame 0</source>
        <translation>回到第 0 帧</translation>
    </message>
    <message>
        <source>Back to frame 0, keeping every recorded frame and input</source>
        <translation>回到第 0 帧，保留所有已录下的帧和输入</translation>
    </message>
    <message>
        <source>Go to the last frame</source>
        <translation>到最后一帧</translation>
    </message>
    <message>
        <source>Go to the last frame reached</source>
        <translation>转到已到达的最后一帧</translation>
    </message>
    <message>
        <source>Start a fresh run at frame 0 with the current parameters; the recorded frames are dropped (Undo brings them back)</source>
        <translation>用当前参数从第 0 帧重新开始；已录下的帧会被丢弃（撤销可以恢复）</translation>
    </message>
    <message>
        <source>Focus the stage</source>
        <translation>焦点回到舞台</translation>
    </message>
    <message>
        <source>Leave a field and give the keys back to the stage</source>
        <translation>离开输入框，让按键重新作用于舞台</translation>
    </message>
    <message>
        <source>Quick start</source>
        <translation>快速入门</translation>
    </message>
    <message>
        <source>Six steps for a first lesson</source>
        <translation>第一堂课的六个步骤</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Every key of the window on one sheet</source>
        <translation>在一张表中列出窗口的所有按键</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>撤销上一次更改</translation>
    </message>
    <message>
        <source>Redo the change undone last</source>
        <translation>重做上一次撤销的更改</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>舞台</translation>
    </message>
    <message>
        <source>The vehicles and the vectors of the next step; click a vehicle to select it</source>
        <translation>机车及下一步的各个向量；单击机车可选中它</translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation>重置布局</translation>
    </message>
    <message>
        <source>Put every panel back where and as wide as it starts, for this screen size</source>
        <translation>把每个面板放回开始时的位置和宽度（按这个屏幕尺寸）</translation>
    </message>
    <message>
        <source>More languages (formulas, legend, names)</source>
        <translation>更多语言（公式、图例、名称）</translation>
    </message>
    <message>
        <source>Show the formulas, the legend and the vehicles&apos; names also in one or two more languages, in the order chosen, for classes that read several languages</source>
        <translation>公式、图例和机车名称再按所选顺序用一到两种语言显示，适合使用多种语言的课堂</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>the disk is full; the file that was there is left as it was</source>
        <translation>磁盘已满；原来的文件保持不变</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <source>Vector scale:</source>
        <translation>向量比例：</translation>
    </message>
    <message>
        <source>Per-frame velocities and forces are tiny: they are drawn this many times longer (the legend shows the scale).</source>
        <translation>每帧的速度和力都很小：画的时候放大这么多倍（图例中显示比例）。</translation>
    </message>
    <message>
        <source>Labels (v, v_d, F …)</source>
        <translation>标签（v、v_d、F …）</translation>
    </message>
    <message>
        <source>Short labels next to the arrow tips.</source>
        <translation>在箭头尖端旁边显示简短的标签。</translation>
    </message>
    <message>
        <source>Other vehicles&apos; vectors</source>
        <translation>其他机车的向量</translation>
    </message>
    <message>
        <source>Also draw the unselected vehicles&apos; vectors, faintly.</source>
        <translation>也淡淡地画出未选中机车的向量。</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>A legend naming each colour on the stage.</source>
        <translation>在舞台上显示说明各颜色含义的图例。</translation>
    </message>
    <message>
        <source>Vehicle names</source>
        <translation>机车名称</translation>
    </message>
    <message>
        <source>Small id labels next to the vehicles (seeker, pursuer …).</source>
        <translation>在机车旁边显示小的 id 标签（寻找者、追捕者 …）。</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>Fading trails behind the vehicles.</source>
        <translation>机车后面渐隐的轨迹。</translation>
    </message>
    <message>
        <source>Vectors and shapes</source>
        <translation>向量和图形</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Show every kind.</source>
        <translation>显示所有种类。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Hide every kind.</source>
        <translation>隐藏所有种类。</translation>
    </message>
    <message>
        <source>Show or hide: %1 (bold: drawn in this frame)</source>
        <translation>显示或隐藏：%1（粗体：本帧中画出的）</translation>
    </message>
    <message>
        <source>Triangle v + F = v_d</source>
        <translation>三角形 v + F = v_d</translation>
    </message>
    <message>
        <source>Draw the force from the tip of v, so that v, F and v_d close a triangle (seek, flee, arrive, pursue, evade).</source>
        <translation>从 v 的箭头尖端画出转向力，使 v、F 和 v_d 构成闭合三角形（寻找、避开、到达、追捕、躲避）。</translation>
    </message>
    <message>
        <source>Magnifier</source>
        <translation>放大镜</translation>
    </message>
    <message>
        <source>A card in a corner of the stage shows the selected vehicle&apos;s vectors magnified, so that small forces can be seen; its caption gives the factor.</source>
        <translation>舞台一角的卡片放大显示所选机车的向量，让很小的力也能看清；卡片标题给出放大倍数。</translation>
    </message>
    <message>
        <source>Compact: glyph and symbol</source>
        <translation>紧凑：图形和符号</translation>
    </message>
    <message>
        <source>Full: with names</source>
        <translation>完整：带名称</translation>
    </message>
    <message>
        <source>Folded to one line</source>
        <translation>折叠为一行</translation>
    </message>
    <message>
        <source>Compact lists each colour&apos;s symbol (the names show when the pointer rests on a row); full also names each colour, in every language shown; folded keeps one line a click unfolds.</source>
        <translation>紧凑：列出每种颜色的符号（鼠标停在某一行上时显示名称）；完整：还用所显示的每种语言写出每种颜色的名称；折叠：只留一行，点击即可展开。</translation>
    </message>
    <message>
        <source>Also in presentation and animations</source>
        <translation>演示和动画中也显示</translation>
    </message>
    <message>
        <source>Presentation mode and exported animations leave the legend out unless this is checked (the lesson remembers it).</source>
        <translation>除非勾选此项，演示模式和导出的动画不显示图例（课程会记住此设置）。</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Projector (high contrast)</source>
        <translation>投影仪（高对比度）</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>色盲友好</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
</context>
<context>
    <name>PaletteChoice</name>
    <message>
        <source>Palette</source>
        <translation>配色</translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>The steering force is divided by the mass: a = F / mass.</source>
        <translation>转向力除以质量：a = F / mass。</translation>
    </message>
    <message>
        <source>Max speed</source>
        <translation>最大速度</translation>
    </message>
    <message>
        <source>The velocity is truncated to this length every frame.</source>
        <translation>每一帧速度都被截断到这个长度。</translation>
    </message>
    <message>
        <source>Max force</source>
        <translation>最大转向力</translation>
    </message>
    <message>
        <source>The summed steering force is truncated to this length.</source>
        <translation>合转向力被截断到这个长度。</translation>
    </message>
    <message>
        <source>Arrival threshold</source>
        <translation>到达阈值</translation>
    </message>
    <message>
        <source>Inside this distance arrive scales the desired velocity down to zero.</source>
        <translation>在这个距离之内，到达行为把期望速度按比例减小到零。</translation>
    </message>
    <message>
        <source>Wander distance</source>
        <translation>漫游距离</translation>
    </message>
    <message>
        <source>How far ahead of the vehicle the wander circle&apos;s centre lies.</source>
        <translation>漫游圆心在机车前方多远。</translation>
    </message>
    <message>
        <source>Wander radius</source>
        <translation>漫游半径</translation>
    </message>
    <message>
        <source>Radius of the wander circle.</source>
        <translation>漫游圆的半径。</translation>
    </message>
    <message>
        <source>Wander range</source>
        <translation>漫游范围</translation>
    </message>
    <message>
        <source>How much the wander angle may change in one frame.</source>
        <translation>漫游角在一帧中最多能改变多少。</translation>
    </message>
    <message>
        <source>Avoid distance</source>
        <translation>回避距离</translation>
    </message>
    <message>
        <source>Length of the feeler: obstacles farther ahead are ignored.</source>
        <translation>触角的长度：更远处的障碍物被忽略。</translation>
    </message>
    <message>
        <source>Avoid buffer</source>
        <translation>预留距离</translation>
    </message>
    <message>
        <source>Extra distance kept from an obstacle&apos;s edge.</source>
        <translation>与障碍物边缘之间额外保留的距离。</translation>
    </message>
    <message>
        <source>Path threshold</source>
        <translation>路径阈值</translation>
    </message>
    <message>
        <source>Within this distance of a waypoint the vehicle turns to the next one.</source>
        <translation>离路点小于这个距离时，机车转向下一个路点。</translation>
    </message>
    <message>
        <source>In-sight distance</source>
        <translation>视野距离</translation>
    </message>
    <message>
        <source>Flock neighbours within this distance are in sight.</source>
        <translation>这个距离之内的群落邻居在视野中。</translation>
    </message>
    <message>
        <source>Too-close distance</source>
        <translation>过近距离</translation>
    </message>
    <message>
        <source>Closer than this, a neighbour is fled from (separation).</source>
        <translation>比这更近的邻居要避开（分离）。</translation>
    </message>
    <message>
        <source>Attraction A</source>
        <translation>引力 A</translation>
    </message>
    <message>
        <source>Attraction constant in U = −A/dⁿ + B/dᵐ.</source>
        <translation>U = −A/dⁿ + B/dᵐ 中的引力常量。</translation>
    </message>
    <message>
        <source>Repulsion B</source>
        <translation>斥力 B</translation>
    </message>
    <message>
        <source>Repulsion constant in U = −A/dⁿ + B/dᵐ.</source>
        <translation>U = −A/dⁿ + B/dᵐ 中的斥力常量。</translation>
    </message>
    <message>
        <source>Attraction exponent n</source>
        <translation>引力指数 n</translation>
    </message>
    <message>
        <source>Exponent of the attraction term.</source>
        <translation>引力部分的指数。</translation>
    </message>
    <message>
        <source>Repulsion exponent m</source>
        <translation>斥力指数 m</translation>
    </message>
    <message>
        <source>Exponent of the repulsion term.</source>
        <translation>斥力部分的指数。</translation>
    </message>
    <message>
        <source>Cut-off distance</source>
        <translation>截断距离</translation>
    </message>
    <message>
        <source>Obstacles farther than this are skipped.</source>
        <translation>比这更远的障碍物被跳过。</translation>
    </message>
    <message>
        <source>Fixed speed</source>
        <translation>固定速率</translation>
    </message>
    <message>
        <source>After the pushes the speed is set to this value.</source>
        <translation>推开之后速率被设为这个值。</translation>
    </message>
    <message>
        <source>Loop the path</source>
        <translation>循环路径</translation>
    </message>
    <message>
        <source>After the last waypoint go back to the first (else arrive at the last).</source>
        <translation>经过最后一个路点后回到第一个（否则到达最后一个并停下）。</translation>
    </message>
    <message>
        <source>Stage width</source>
        <translation>舞台宽度</translation>
    </message>
    <message>
        <source>Width of the stage (the demos used 550).</source>
        <translation>舞台的宽度（原演示用 550）。</translation>
    </message>
    <message>
        <source>Stage height</source>
        <translation>舞台高度</translation>
    </message>
    <message>
        <source>Height of the stage (the demos used 400).</source>
        <translation>舞台的高度（原演示用 400）。</translation>
    </message>
    <message>
        <source>Number of vehicles</source>
        <translation>机车数量</translation>
    </message>
    <message>
        <source>Changing it starts the scenario again.</source>
        <translation>修改它会重新开始场景。</translation>
    </message>
    <message>
        <source>%1 (%2, default %3)</source>
        <translation>%1（%2，默认 %3）</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Apply to:</source>
        <translation>应用于：</translation>
    </message>
    <message>
        <source>Selected vehicle (%1)</source>
        <translation>选中的机车（%1）</translation>
    </message>
    <message>
        <source>All vehicles</source>
        <translation>所有机车</translation>
    </message>
    <message>
        <source>Vehicle parameters change the selected vehicle only, or every vehicle.</source>
        <translation>机车参数只修改选中的机车，或者修改所有机车。</translation>
    </message>
    <message>
        <source>Clear path</source>
        <translation>清除路径</translation>
    </message>
    <message>
        <source>Remove every waypoint; click the stage to add new ones.</source>
        <translation>删除所有路点；点击舞台添加新的路点。</translation>
    </message>
    <message>
        <source>Click the stage to add a waypoint.</source>
        <translation>点击舞台添加一个路点。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1（%2），%3</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a variant&apos;s label before its choices; the colon as the language writes it</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Sources…</source>
        <translation>出处…</translation>
    </message>
    <message>
        <source>Variants (where the articles disagree)</source>
        <translation>变体（各篇文章不一致之处）</translation>
    </message>
    <message>
        <source>What each article prints here, what its author meant, and why the default is the default</source>
        <translation>各篇文章在这里印的是什么、作者的本意，以及为什么默认选这一种</translation>
    </message>
</context>
<context>
    <name>Plots</name>
    <message>
        <source>Speed |v|</source>
        <translation>速率 |v|</translation>
    </message>
    <message>
        <source>Steering force |F| before truncation</source>
        <translation>转向力 |F|（截断前）</translation>
    </message>
    <message>
        <source>Steering force |F| after truncation</source>
        <translation>转向力 |F|（截断后）</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <translation>到目标的距离</translation>
    </message>
    <message>
        <source>Heading angle</source>
        <translation>朝向角</translation>
    </message>
    <message>
        <source>Neighbours in sight</source>
        <translation>视野中的邻居数</translation>
    </message>
    <message>
        <source>Mean nearest-neighbour distance</source>
        <translation>平均最近邻距离</translation>
    </message>
    <message>
        <source>|v| (px/frame)</source>
        <translation>|v|（像素/帧）</translation>
    </message>
    <message>
        <source>|F| before truncation (px/frame²)</source>
        <translation>截断前的 |F|（像素/帧²）</translation>
    </message>
    <message>
        <source>|F| after truncation (px/frame²)</source>
        <translation>截断后的 |F|（像素/帧²）</translation>
    </message>
    <message>
        <source>distance to the target (px)</source>
        <translation>到目标的距离（像素）</translation>
    </message>
    <message>
        <source>heading (degrees)</source>
        <translation>朝向（度）</translation>
    </message>
    <message>
        <source>neighbours in sight</source>
        <translation>视野中的邻居数</translation>
    </message>
    <message>
        <source>mean nearest distance (px)</source>
        <translation>平均最近距离（像素）</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>The plot could not be saved to %1: %2</source>
        <translation>无法把图保存到 %1：%2</translation>
    </message>
    <message>
        <source>the plot has no size</source>
        <translation>图的尺寸为零</translation>
    </message>
    <message>
        <source>the SVG file could not be started</source>
        <translation>无法开始写入 SVG 文件</translation>
    </message>
    <message>
        <source>the SVG file could not be finished</source>
        <translation>无法写完 SVG 文件</translation>
    </message>
    <message>
        <source>order parameter |Σ heading|/N</source>
        <translation>序参量 |Σ heading|/N</translation>
    </message>
    <message>
        <source>Order parameter |Σ heading|/N</source>
        <translation>序参量 |Σ heading|/N</translation>
    </message>
</context>
<context>
    <name>PlotsPanel</name>
    <message>
        <source>Plots</source>
        <translation>曲线图</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>物理量(&amp;Q)：</translation>
    </message>
    <message>
        <source>What the plot shows for the selected vehicle, frame by frame since the reset</source>
        <translation>图中画出选中机车自重置以来逐帧的这个量</translation>
    </message>
    <message>
        <source>Click or drag to go to that frame</source>
        <translation>单击或拖动即可转到那一帧</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>Save the values of this plot, one row per frame, as a CSV table</source>
        <translation>把这张图的数值保存为 CSV 表格，每帧一行</translation>
    </message>
    <message>
        <source>Save this plot as an SVG drawing</source>
        <translation>把这张图保存为 SVG 矢量图</translation>
    </message>
    <message>
        <source>Export plot as CSV</source>
        <translation>将图导出为 CSV</translation>
    </message>
    <message>
        <source>Export plot as SVG</source>
        <translation>将图导出为 SVG</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Frame %1: %2</source>
        <translation>第 %1 帧：%2</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>第 %1 帧</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>Full screen for the class: the stage and large formulas; Esc returns to the desk layout</source>
        <translation>面向全班的全屏：舞台和大号公式；按 Esc 回到平时的布局</translation>
    </message>
</context>
<context>
    <name>ProgressMeter</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>QuestionsPanel</name>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Predict what the next frames will show, then check.</source>
        <translation>先预测接下来几帧会出现什么，再检验。</translation>
    </message>
    <message>
        <source>Go to the question</source>
        <translation>转到问题</translation>
    </message>
    <message>
        <source>Reset answers</source>
        <translation>清除答案</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检验</translation>
    </message>
    <message>
        <source>%1. Frame %2: %3</source>
        <translation>%1. 第 %2 帧：%3</translation>
    </message>
    <message>
        <source>Arrow %1</source>
        <translation>箭头 %1</translation>
    </message>
    <message>
        <source>No circle pushes</source>
        <translation>没有圆推开</translation>
    </message>
    <message>
        <source>Circle %1</source>
        <translation>圆 %1</translation>
    </message>
    <message>
        <source>Pick a question and press Go.</source>
        <translation>选一个问题，然后按“转到问题”。</translation>
    </message>
    <message>
        <source>Vehicle &apos;%1&apos; is not on the stage at frame %2.</source>
        <translation>第 %2 帧时舞台上没有机车“%1”。</translation>
    </message>
    <message>
        <source>v is zero at the next frame: it points nowhere, so there is nothing to predict.</source>
        <translation>下一帧 v 为零：它不指向任何方向，所以无从预测。</translation>
    </message>
    <message>
        <source>Pick your prediction, then press Check.</source>
        <translation>选出你的预测，然后按“检验”。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>错误。</translation>
    </message>
    <message>
        <source>Your arrow %1 is %2° from the real v of frame %3: v = (%4, %5), |v| = %6.</source>
        <translation>你选的箭头 %1 与第 %3 帧真实的 v 相差 %2°：v = (%4, %5)，|v| = %6。</translation>
    </message>
    <message>
        <source>No circle pushed in the step to frame %1: no feeler met a buffer circle.</source>
        <translation>到第 %1 帧的这一步中没有圆推开机车：触角没有碰到任何圆的预留距离。</translation>
    </message>
    <message>
        <source>In the step to frame %1 the avoid force came from circle %2: the feeler met its buffer circle.</source>
        <translation>到第 %1 帧的这一步中，回避的转向力来自圆 %2：触角碰到了它的预留距离。</translation>
    </message>
    <message>
        <source>%1 reaches the target at frame %2</source>
        <translation>%1 在第 %2 帧到达目标</translation>
    </message>
    <message>
        <source>your %1</source>
        <translation>你的 %1</translation>
    </message>
    <message>
        <source>real v</source>
        <translation>真实的 v</translation>
    </message>
    <message>
        <source>%1 pushes</source>
        <translation>%1 推开</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not reach it within %n frames</source>
        <translation>
            <numerusform>%1 在 %n 帧之内没有到达目标</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson&apos;s code fails in the next step, so there is nothing to predict (the Code panel says where).</source>
        <translation>课程中的代码在下一步出错，因此没有可预测的内容（代码面板会指出出错位置）。</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <source>Quick start</source>
        <translation>快速入门</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play and step.&lt;/b&gt; %1 plays and pauses; %2 and %3 show the previous and the next frame, exactly as computed on the way forward. Drag the timeline to any frame; %4 goes to frame 0 and %5 to the last frame, keeping everything recorded.</source>
        <translation>&lt;b&gt;播放与单步。&lt;/b&gt;%1 播放或暂停；%2 和 %3 显示上一帧和下一帧，与前进时算出的完全一样。把时间轴拖到任意一帧；%4 回到第 0 帧，%5 到最后一帧，录下的一切都会保留。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select a vehicle.&lt;/b&gt; Click it on the stage: its vectors are drawn strongest and the &lt;i&gt;Formulas&lt;/i&gt; panel shows the next step it takes, with this frame&apos;s numbers.</source>
        <translation>&lt;b&gt;选中一辆机车。&lt;/b&gt;在舞台上点击它：它的向量画得最醒目，&lt;i&gt;公式&lt;/i&gt;面板显示它要走的下一步，并带有本帧的数值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read the formulas.&lt;/b&gt; Each numbered line computes one vector. Point at a line to light up its vector on the stage, or at a vector to light up its lines.</source>
        <translation>&lt;b&gt;阅读公式。&lt;/b&gt;每一行带编号的公式计算一个向量。把鼠标指向某一行，舞台上对应的向量会高亮；指向某个向量，它的公式行也会高亮。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drag the targets.&lt;/b&gt; Drag the target marker, a circle in &lt;i&gt;avoid&lt;/i&gt; or a waypoint in &lt;i&gt;path&lt;/i&gt;, or change a parameter on the left: the vectors follow at once. A change at an earlier frame replaces the later frames (hatched on the timeline); %1 undoes it and brings them back.</source>
        <translation>&lt;b&gt;拖动目标。&lt;/b&gt;拖动目标标记、&lt;i&gt;对象回避&lt;/i&gt;中的圆或&lt;i&gt;路径跟随&lt;/i&gt;中的路点，或者在左侧修改参数：向量立即随之改变。在较早的帧上做的更改会替换其后的各帧（在时间轴上以斜线标出）；%1 撤销这次更改并恢复这些帧。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Save a picture.&lt;/b&gt; &lt;i&gt;File → Save picture&lt;/i&gt; (%1) writes the frame with its vectors and legend as PNG or SVG, for slides.</source>
        <translation>&lt;b&gt;保存图片。&lt;/b&gt;&lt;i&gt;文件 → 保存图片&lt;/i&gt;（%1）把这一帧连同向量和图例保存为 PNG 或 SVG，可用于幻灯片。</translation>
    </message>
    <message>
        <source>%1 lists every key.</source>
        <translation>%1 列出所有按键。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pick a scenario.&lt;/b&gt; Click a row of the &lt;i&gt;Scenarios&lt;/i&gt; list on the left. The scenario starts at frame 0 with the articles&apos; parameters.</source>
        <translation>&lt;b&gt;选择一个场景。&lt;/b&gt;点击左侧&lt;i&gt;场景&lt;/i&gt;列表中的一行。场景从第 0 帧开始，使用文章中的参数。</translation>
    </message>
</context>
<context>
    <name>SandboxTools</name>
    <message>
        <source>Remove vehicle %1</source>
        <translation>删除机车 %1</translation>
    </message>
    <message>
        <source>Remove circle %1</source>
        <translation>删除圆 %1</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Seek</source>
        <translation>寻找</translation>
    </message>
    <message>
        <source>the vehicle seeks the pointer</source>
        <translation>机车寻找鼠标指针</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>避开</translation>
    </message>
    <message>
        <source>the vehicle flees from the pointer</source>
        <translation>机车避开鼠标指针</translation>
    </message>
    <message>
        <source>Seek and flee</source>
        <translation>寻找与避开</translation>
    </message>
    <message>
        <source>the seeker seeks the fleer, the fleer flees from the seeker</source>
        <translation>寻找者寻找避开者，避开者避开寻找者</translation>
    </message>
    <message>
        <source>Seek and flee, three vehicles</source>
        <translation>寻找与避开，三辆机车</translation>
    </message>
    <message>
        <source>A seeks B and flees from C, B seeks C and flees from A, C seeks A and flees from B</source>
        <translation>A 寻找 B 并避开 C，B 寻找 C 并避开 A，C 寻找 A 并避开 B</translation>
    </message>
    <message>
        <source>Arrive</source>
        <translation>到达</translation>
    </message>
    <message>
        <source>the vehicle slows down inside arrivalThreshold and comes to rest on the pointer</source>
        <translation>机车在 arrivalThreshold 之内减速，最后停在鼠标指针上</translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation>追捕</translation>
    </message>
    <message>
        <source>a seeker and a pursuer race to a moving target; the pursuer aims where it will be</source>
        <translation>寻找者和追捕者比赛追一个移动的目标；追捕者瞄准目标将要到达的位置</translation>
    </message>
    <message>
        <source>Pursue and evade</source>
        <translation>追捕与躲避</translation>
    </message>
    <message>
        <source>the pursuer predicts where the evader will be, the evader flees from where the pursuer will be</source>
        <translation>追捕者预测躲避者将在哪里，躲避者避开追捕者将要到达的位置</translation>
    </message>
    <message>
        <source>Wander</source>
        <translation>漫游</translation>
    </message>
    <message>
        <source>a random walk steered by a point on a circle ahead of the vehicle</source>
        <translation>由机车前方圆上的一个点引导的随机游走</translation>
    </message>
    <message>
        <source>Object avoidance</source>
        <translation>对象回避</translation>
    </message>
    <message>
        <source>the vehicle wanders among five drifting circles; its feeler makes it turn and brake (drag a circle)</source>
        <translation>机车在五个漂移的圆之间漫游；触角让它转弯并刹车（可以拖动圆）</translation>
    </message>
    <message>
        <source>Path following</source>
        <translation>路径跟随</translation>
    </message>
    <message>
        <source>the vehicle follows the waypoints and loops; click the stage to add a waypoint</source>
        <translation>机车沿着路点循环前进；点击舞台添加路点</translation>
    </message>
    <message>
        <source>Flock</source>
        <translation>群落</translation>
    </message>
    <message>
        <source>Offset pursuit</source>
        <translation>追逐偏移</translation>
    </message>
    <message>
        <source>followers keep their places in the leader&apos;s local frame</source>
        <translation>跟随者在领队的局部坐标系中保持各自的位置</translation>
    </message>
    <message>
        <source>Lennard-Jones avoidance</source>
        <translation>Lennard-Jones 势函数回避</translation>
    </message>
    <message>
        <source>the vehicle seeks the pointer and is pushed from obstacles by U = −A/dⁿ + B/dᵐ</source>
        <translation>机车寻找鼠标指针，并被 U = −A/dⁿ + B/dᵐ 从障碍物旁推开</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <extracomment>scenario list entry: name — seed program: description</extracomment>
        <translation>%1 — %2：%3</translation>
    </message>
    <message>
        <source>each vehicle: separation, cohesion and alignment with the neighbours in sight</source>
        <translation>每辆机车都与视野中的邻居保持分离、凝聚与队列（对齐）</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>沙盒</translation>
    </message>
    <message>
        <source>your own stage: place vehicles, circles and waypoints, and give each vehicle its behaviours</source>
        <translation>你自己的舞台：放置机车、圆和路点，并给每辆机车指定行为</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>scenario list entry without a seed program: name: description</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Swarm</source>
        <translation>大群落</translation>
    </message>
    <message>
        <source>a flock of thousands at the demo&apos;s density; zoom in and press F to follow the selected vehicle</source>
        <translation>成千上万辆机车组成的群落，密度与演示相同；放大后按 F 跟随所选机车</translation>
    </message>
</context>
<context>
    <name>ScenarioPanel</name>
    <message>
        <source>Choose a scenario: the world starts again at frame 0.</source>
        <translation>选择一个场景：世界从第 0 帧重新开始。</translation>
    </message>
</context>
<context>
    <name>SeedComments</name>
    <message>
        <source>----&gt;start this part may even be removed, but then the flock behaves differently</source>
        <translation>----&gt;开始 下面这一段代码甚至去掉也行，不过去掉后，群落的行为将有所不同</translation>
    </message>
    <message>
        <source>&lt;-----end</source>
        <translation>&lt;-----结束</translation>
    </message>
    <message>
        <source>Add it to the steering force</source>
        <translation>叠加于转向力上</translation>
    </message>
    <message>
        <source>Arrive behaviour</source>
        <translation>到达（arrive）行为</translation>
    </message>
    <message>
        <source>Brake: slow the vehicle down while it turns; the nearer the obstacle, the harder the braking.</source>
        <translation>刹车——转弯的时候要放慢机车速度，离障碍物越接近，刹车越狠。</translation>
    </message>
    <message>
        <source>Evade behaviour</source>
        <translation>躲避（evade）行为</translation>
    </message>
    <message>
        <source>First the offset point, then where it will be, then arrive there.</source>
        <translation>先算出偏移位置，再算偏移预期位置，最后调用到达。</translation>
    </message>
    <message>
        <source>Flee behaviour</source>
        <translation>避开（flee）行为</translation>
    </message>
    <message>
        <source>Flocking behaviour</source>
        <translation>群落行为</translation>
    </message>
    <message>
        <source>From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).</source>
        <translation>摘自《AS3.0 高级动画编程》学习笔记中的 SteeredVehicle.as（原文 000 和 001）。</translation>
    </message>
    <message>
        <source>From the Cocos Creator port (article 003), TypeScript to JavaScript.</source>
        <translation>摘自 Cocos Creator 移植版（原文 003），由 TypeScript 改写为 JavaScript。</translation>
    </message>
    <message>
        <source>From the Russian translation of the book (article 002).</source>
        <translation>摘自该书的俄文译文（原文 002）。</translation>
    </message>
    <message>
        <source>If the feeler (with the buffer added) meets the obstacle</source>
        <translation>如果触角（在算上预留距离后）和障碍物相交</translation>
    </message>
    <message>
        <source>If the obstacle is in front of the vehicle</source>
        <translation>如果障碍物在机车前方</translation>
    </message>
    <message>
        <source>If the target stood still, how long would the pursuer take to get there at full speed?</source>
        <translation>假如目标不动，追捕者开足马力赶过去的话，需要多少时间？</translation>
    </message>
    <message>
        <source>Is the other vehicle within sight?</source>
        <translation>判断（其它）机车是否在视野范围内</translation>
    </message>
    <message>
        <source>Note: _maxSpeed here is inherited from the parent class</source>
        <translation>注：这里的 _maxSpeed 是从父类继承得来的</translation>
    </message>
    <message>
        <source>Object avoidance</source>
        <translation>对象回避</translation>
    </message>
    <message>
        <source>Offset pursuit keeps a vehicle at a given offset from its leader.</source>
        <translation>追逐偏移使机车与领队保持指定位置的偏移。</translation>
    </message>
    <message>
        <source>Path following</source>
        <translation>路径跟随</translation>
    </message>
    <message>
        <source>Pursue behaviour</source>
        <translation>追捕（pursue）行为</translation>
    </message>
    <message>
        <source>Scale the force by the distance to the obstacle: as small as it can be while still avoiding it</source>
        <translation>通过离障碍物的距离调整力度大小，使之足够小但又能避开</translation>
    </message>
    <message>
        <source>Seek behaviour</source>
        <translation>寻找（seek）行为</translation>
    </message>
    <message>
        <source>The displacement vector from the vehicle to the obstacle</source>
        <translation>障碍物和机车间的位移向量</translation>
    </message>
    <message>
        <source>The leader&apos;s heading and side: its velocity made unit length, and that turned by 90 degrees</source>
        <translation>领队的朝向和侧向：其速度化为单位长度，以及再转 90 度的向量</translation>
    </message>
    <message>
        <source>The obstacle&apos;s distance from the feeler</source>
        <translation>障碍物离触角的距离</translation>
    </message>
    <message>
        <source>The only difference from seek. In a word: the target is spotted, so turn round and run!</source>
        <translation>这是与寻找行为唯一不同的地方。一句话解释：既然发现了目标，那就调头就跑吧！</translation>
    </message>
    <message>
        <source>The projection of the displacement onto the feeler</source>
        <translation>位移在触角上的投影</translation>
    </message>
    <message>
        <source>The vehicle&apos;s &quot;feeler&quot;</source>
        <translation>机车的“触角”</translation>
    </message>
    <message>
        <source>Wander behaviour</source>
        <translation>漫游（wander）行为</translation>
    </message>
    <message>
        <source>Where the articles disagree: 000/001 print Math.random() - 0.5 * _wanderRange (an operator precedence slip); this is 002&apos;s step, the program&apos;s default.</source>
        <translation>原文不一致之处：000/001 写的是 Math.random() - 0.5 * _wanderRange（运算符优先级的笔误）；这里用 002 的步长，即程序的默认做法。</translation>
    </message>
    <message>
        <source>Where the articles disagree: 000/001 print _steeringForce.add(...) and keep nothing, so alignment is lost; this keeps the sum, the program&apos;s default.</source>
        <translation>原文不一致之处：000/001 写的是 _steeringForce.add(...)，结果没有保存，队列行为因此丢失；这里保存了和，即程序的默认做法。</translation>
    </message>
    <message>
        <source>Where the articles disagree: 002 predicts target.position.subtract(...), a point behind the pursuer; this is 000/001&apos;s prediction ahead of it, the program&apos;s default.</source>
        <translation>原文不一致之处：002 预测的是 target.position.subtract(...)，即追捕者身后的一点；这里用 000/001 对其前方的预测，即程序的默认做法。</translation>
    </message>
    <message>
        <source>Where the articles disagree: 003 divides by (maxSpeed + the target&apos;s speed) and seeks the target directly when head-on; this is 000-002&apos;s look-ahead, the program&apos;s default.</source>
        <translation>原文不一致之处：003 除以 (maxSpeed + 目标的速率)，且迎面相对时直接寻找目标；这里用 000-002 的预测时间，即程序的默认做法。</translation>
    </message>
    <message>
        <source>Work out a force turned by 90 degrees</source>
        <translation>计算出一个转 90 度的力</translation>
    </message>
    <message>
        <source>_arrivalThreshold: the arrive distance threshold (closer than this, slow down)</source>
        <translation>_arrivalThreshold：到达行为的距离阈值（小于这个距离将减速）</translation>
    </message>
    <message>
        <source>_avoidBuffer: the room the vehicle keeps between itself and an obstacle when it turns away</source>
        <translation>_avoidBuffer：机车在准备避开时，自身和障碍物间的预留距离</translation>
    </message>
    <message>
        <source>_avoidDistance: how far ahead the vehicle notices obstacles</source>
        <translation>_avoidDistance：机车发现障碍物的有效视野（前方多远）</translation>
    </message>
    <message>
        <source>_inSightDist: how far the vehicle sees</source>
        <translation>_inSightDist：机车的视野距离</translation>
    </message>
    <message>
        <source>_pathIndex: the index of the current waypoint</source>
        <translation>_pathIndex：路径索引（当前路点的序号）</translation>
    </message>
    <message>
        <source>_pathThreshold: the distance threshold of path following</source>
        <translation>_pathThreshold：路径跟随中的距离阈值</translation>
    </message>
    <message>
        <source>_tooCloseDist: the safe distance that keeps the flock from crowding together</source>
        <translation>_tooCloseDist：防止群落靠得过近的安全距离</translation>
    </message>
    <message>
        <source>a collision is coming: steer away</source>
        <translation>我们就说碰撞将要发生，需改变转向</translation>
    </message>
    <message>
        <source>add up velocities and positions</source>
        <translation>累加速度与位置</translation>
    </message>
    <message>
        <source>and the projection is shorter than the feeler,</source>
        <translation>并且位移的投影的长度小于触角的长度</translation>
    </message>
    <message>
        <source>average position</source>
        <translation>平均位置变量</translation>
    </message>
    <message>
        <source>average velocity</source>
        <translation>平均速度变量</translation>
    </message>
    <message>
        <source>count the vehicles in sight</source>
        <translation>累加在视野中的机车数</translation>
    </message>
    <message>
        <source>if the other vehicle is in sight</source>
        <translation>如果其它机车在视野中</translation>
    </message>
    <message>
        <source>if the other vehicle is too close, flee it (this is separation)</source>
        <translation>如果其它机车过近，则避开（即分离行为的体现）</translation>
    </message>
    <message>
        <source>match the average velocity (this is alignment)</source>
        <translation>根据平均速度调整自身速度（即队列行为的体现）</translation>
    </message>
    <message>
        <source>steer towards the centre (this is cohesion)</source>
        <translation>向中心位置靠拢（即凝聚行为的体现）</translation>
    </message>
    <message>
        <source>the number of vehicles in sight</source>
        <translation>在视野中的机车数量</translation>
    </message>
    <message>
        <source>work out the average position</source>
        <translation>计算平均位置</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>These keys work wherever the focus is in the window. Only while a number is being typed in a field do ←, →, Home, End and undo edit that number; Enter or Escape ends the typing.</source>
        <translation>无论窗口中的焦点在哪里，这些按键都有效。只有在输入框中正在输入数字时，←、→、Home、End 和撤销才用于编辑这个数字；按 Enter 或 Escape 结束输入。</translation>
    </message>
    <message>
        <source>Any keyboard layout will do: with a Russian one the letter keys work by their place (T is the key marked Е), and ? is Shift+7.</source>
        <translation>任何键盘布局都可以：在俄文布局下，字母键按所在位置起作用（T 就是标有 Е 的那个键），? 则是 Shift+7。</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>SourcesPage</name>
    <message>
        <source>Sources</source>
        <translation>原文出处</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>(no title in the copy)</source>
        <translation>（此副本没有标题）</translation>
    </message>
    <message>
        <source>Select an article or a disagreement.</source>
        <translation>请选择一篇文章或一处不一致。</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>语言：%1</translation>
    </message>
    <message>
        <source>Author and date as the copy gives them: %1</source>
        <translation>副本中署的作者与日期：%1</translation>
    </message>
    <message>
        <source>Where it disagrees with the others</source>
        <translation>与其他文章不一致之处</translation>
    </message>
    <message>
        <source>What each source prints</source>
        <translation>各原文印的是什么</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>What the author evidently meant</source>
        <translation>作者的本意</translation>
    </message>
    <message>
        <source>Steering Lab&apos;s default: %1</source>
        <translation>Steering Lab 的默认选择：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a disagreement, then the readings this article prints; the colon as the language writes it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The articles the program is built from, and what each prints where they disagree</source>
        <translation>本程序依据的各篇文章，以及它们在不一致之处各自印的是什么</translation>
    </message>
    <message>
        <source>Where the articles disagree</source>
        <translation>各篇文章不一致之处</translation>
    </message>
    <message>
        <source>in none of the articles</source>
        <translation>各篇文章中都没有</translation>
    </message>
    <message>
        <source>Steering Lab is built from four articles; one of them, the AS3 study notes, was posted twice, so five copies are listed. Hover over a name for the article&apos;s full title. Where they disagree, the Parameters panel offers each reading as a variant.</source>
        <translation>Steering Lab 依据四篇文章编写；其中 AS3 学习笔记发表过两次，所以这里列出五份。把鼠标停在名称上可以看到文章的完整标题。在它们不一致之处，“参数”面板把每一种写法都作为一个变体提供。</translation>
    </message>
</context>
<context>
    <name>SpeedBox</name>
    <message>
        <source>Speed: type a number from 0.1 to 4; the speed stays %1×.</source>
        <translation>速度：请输入 0.1 到 4 之间的数；速度仍为 %1×。</translation>
    </message>
    <message>
        <source>Speed: “%1” is not a speed from 0.1 to 4; the speed stays %2×.</source>
        <translation>速度：“%1”不是 0.1 到 4 之间的速度；速度仍为 %2×。</translation>
    </message>
</context>
<context>
    <name>StageView</name>
    <message>
        <source>Click a vehicle to select it. Wheel: zoom. Drag empty space: pan.</source>
        <translation>点击机车选中它。滚轮：缩放。拖动空白处：平移。</translation>
    </message>
    <message>
        <source>%1: speed %2 px/frame</source>
        <translation>%1：速率 %2 像素/帧</translation>
    </message>
    <message>
        <source>%1 (%2 in %3)</source>
        <translation>%1（%3 中的 %2）</translation>
    </message>
    <message>
        <source>: length %1</source>
        <translation>：长度 %1</translation>
    </message>
    <message>
        <source>: radius %1</source>
        <translation>：半径 %1</translation>
    </message>
    <message>
        <source>Target: drag it to move it</source>
        <translation>目标：拖动可以移动它</translation>
    </message>
    <message>
        <source>Obstacle %1: drag it to move it</source>
        <translation>障碍物 %1：拖动可以移动它</translation>
    </message>
    <message>
        <source>Waypoint %1: drag it to move it; right-click or Delete removes it</source>
        <translation>路点 %1：拖动可以移动它；右键单击或按 Delete 键可以删除它</translation>
    </message>
    <message>
        <source>%1: click to show only this rule&apos;s vectors on the stage; click again to show everything</source>
        <translation>%1：点击后舞台上只显示这条规则的向量；再点一次显示全部</translation>
    </message>
    <message>
        <source>Unfold the legend</source>
        <translation>展开图例</translation>
    </message>
    <message>
        <source>Fold the legend to one line</source>
        <translation>将图例折叠为一行</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome to Steering Lab</source>
        <translation>欢迎使用 Steering Lab</translation>
    </message>
    <message>
        <source>Choose a lesson to open, or start with the demo.</source>
        <translation>选择要打开的课程，或直接从演示开始。</translation>
    </message>
    <message>
        <source>Show this page when Steering Lab starts</source>
        <translation>启动 Steering Lab 时显示此页</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>打开课程文件…</translation>
    </message>
    <message>
        <source>Start with the demo</source>
        <translation>从演示开始</translation>
    </message>
</context>
<context>
    <name>TextScale</name>
    <message>
        <source>Larger text</source>
        <translation>放大文字</translation>
    </message>
    <message>
        <source>Larger text in the panels, formulas and on the stage, for the back of the classroom</source>
        <translation>放大面板、公式和舞台上的文字，让教室后排也能看清</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <source>Smaller text in the panels, formulas and on the stage</source>
        <translation>缩小面板、公式和舞台上的文字</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>Frame %1 / %2</source>
        <translation>第 %1 / %2 帧</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>The frame shown / the last frame reached since the reset.</source>
        <translation>显示的帧 / 重置以来到达的最后一帧。</translation>
    </message>
    <message>
        <source>Timeline: drag to any frame since the last reset; the frames are replayed exactly.</source>
        <translation>时间轴：拖到上次重置以来的任意一帧；各帧会被精确重放。</translation>
    </message>
    <message>
        <source>Hatched: frames %1 to %2 would be replaced by a change made now (a drag, a waypoint, a parameter, a variant); Undo brings them back.</source>
        <translation>斜线部分：如果现在做出更改（拖动、路点、参数、变体），第 %1 到第 %2 帧会被替换；撤销可以恢复它们。</translation>
    </message>
    <message>
        <source>Playback speed: 1× is 30 frames per second. The arrows walk 0.1×, 0.25×, 0.5×, 1×, 2× and 4×; type any value from 0.1 to 4 and press Enter.</source>
        <translation>播放速度：1× 为每秒 30 帧。箭头依次切换 0.1×、0.25×、0.5×、1×、2× 和 4×；也可以输入 0.1 到 4 之间的任意值并按 Enter。</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Frames since the last reset; the bookmarks are marked above it</source>
        <translation>自上次重置以来的各帧；书签标在上方</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>px/frame</source>
        <translation>像素/帧</translation>
    </message>
    <message>
        <source>px/frame²</source>
        <translation>像素/帧²</translation>
    </message>
    <message>
        <source>px</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>rad</source>
        <translation>弧度</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Wander angle step</source>
        <translation>漫游角步长</translation>
    </message>
    <message>
        <source>Evade prediction</source>
        <translation>躲避的预测</translation>
    </message>
    <message>
        <source>Look-ahead time</source>
        <translation>预测时间</translation>
    </message>
    <message>
        <source>Flock alignment</source>
        <translation>群落的队列</translation>
    </message>
    <message>
        <source>F += avgVel − v (as intended)</source>
        <translation>F += avgVel − v（本意）</translation>
    </message>
    <message>
        <source>In sight</source>
        <translation>视野</translation>
    </message>
    <message>
        <source>within distance and in front (printed code)</source>
        <translation>距离之内且在前方（原文代码）</translation>
    </message>
    <message>
        <source>within distance only (the flock never splits)</source>
        <translation>只看距离（群落永不分裂）</translation>
    </message>
    <message>
        <source>The Cocos port adds the target&apos;s speed and seeks directly when the target comes head-on.</source>
        <translation>Cocos 移植版加上目标的速率，并在目标迎面而来时直接寻找它。</translation>
    </message>
    <message>
        <source>Three flocks from one idea: the printed AS3 line throws the alignment away.</source>
        <translation>同一个想法，三种群落：印出的 AS3 代码把队列力丢掉了。</translation>
    </message>
    <message>
        <source>The printed inSight also tests that the other vehicle is in front.</source>
        <translation>原文的 inSight 还检测另一辆机车是否在前方。</translation>
    </message>
    <message>
        <source>Ahead: p + v·t</source>
        <translation>前方：p + v·t</translation>
    </message>
    <message>
        <source>As intended</source>
        <translation>本意</translation>
    </message>
    <message>
        <source>In front (printed)</source>
        <translation>在前方（原文）</translation>
    </message>
    <message>
        <source>Distance only</source>
        <translation>只看距离</translation>
    </message>
    <message>
        <source>Update order</source>
        <translation>更新顺序</translation>
    </message>
    <message>
        <source>one vehicle after another; later ones see the earlier ones moved (FlockTest)</source>
        <translation>机车逐个更新；后面的机车看到的是前面已移动过的机车（FlockTest）</translation>
    </message>
    <message>
        <source>every vehicle reads the same frame, then all move (Reynolds&apos; boids)</source>
        <translation>所有机车读取同一帧，然后一起移动（Reynolds 的 boids）</translation>
    </message>
    <message>
        <source>In turn (FlockTest)</source>
        <translation>逐个（FlockTest）</translation>
    </message>
    <message>
        <source>Simultaneous (Reynolds)</source>
        <translation>同时（Reynolds）</translation>
    </message>
    <message>
        <source>FlockTest updates the vehicles one by one; Reynolds&apos; boids all look at the same moment, then move together.</source>
        <translation>FlockTest 逐个更新机车；Reynolds 的 boids 全都观察同一时刻，然后一起移动。</translation>
    </message>
    <message>
        <source>random()·wanderRange − wanderRange·0.5 (Russian translation)</source>
        <translation>random()·wanderRange − wanderRange·0.5（俄文译文）</translation>
    </message>
    <message>
        <source>random() − 0.5·wanderRange (as printed in the AS3 study notes)</source>
        <translation>random() − 0.5·wanderRange（AS3 学习笔记原文）</translation>
    </message>
    <message>
        <source>p + v·t, where the pursuer will be (AS3 study notes, Cocos port)</source>
        <translation>p + v·t，追捕者将要到达的位置（AS3 学习笔记、Cocos 移植版）</translation>
    </message>
    <message>
        <source>p − v·t, a point behind the pursuer (Russian translation)</source>
        <translation>p − v·t，追捕者身后的一个点（俄文译文）</translation>
    </message>
    <message>
        <source>t = dist / maxSpeed (the book: AS3 study notes, Russian translation)</source>
        <translation>t = dist / maxSpeed（书中：AS3 学习笔记、俄文译文）</translation>
    </message>
    <message>
        <source>t = dist / (maxSpeed + |v|), head-on shortcut (Cocos port)</source>
        <translation>t = dist / (maxSpeed + |v|)，迎面时直接寻找（Cocos 移植版）</translation>
    </message>
    <message>
        <source>discarded: add() returns a new vector (as printed in the AS3 study notes)</source>
        <translation>被丢弃：add() 返回新向量（AS3 学习笔记原文）</translation>
    </message>
    <message>
        <source>F −= avgVel (Cocos port)</source>
        <translation>F −= avgVel（Cocos 移植版）</translation>
    </message>
    <message>
        <source>The articles print two different wander angle steps; they agree only when wanderRange = 1.</source>
        <translation>各篇文章印了两种不同的漫游角步长；只有 wanderRange = 1 时两者一致。</translation>
    </message>
    <message>
        <source>The Russian translation subtracts the pursuer&apos;s velocity: the evader flees from a point behind the pursuer.</source>
        <translation>俄文译文减去了追捕者的速度：躲避者避开的是追捕者身后的一个点。</translation>
    </message>
    <message>
        <source>Within ±range/2 (Russian translation)</source>
        <translation>在 ±漫游范围/2 之内（俄文译文）</translation>
    </message>
    <message>
        <source>As printed (AS3 study notes)</source>
        <translation>按原文（AS3 学习笔记）</translation>
    </message>
    <message>
        <source>Behind: p − v·t (Russian translation)</source>
        <translation>身后：p − v·t（俄文译文）</translation>
    </message>
    <message>
        <source>Book (AS3 study notes, Russian translation)</source>
        <translation>书中（AS3 学习笔记、俄文译文）</translation>
    </message>
    <message>
        <source>Cocos port</source>
        <translation>Cocos 移植版</translation>
    </message>
</context>
<context>
    <name>Vehicle</name>
    <message>
        <source>vehicle</source>
        <translation>机车</translation>
    </message>
    <message>
        <source>seeker</source>
        <translation>寻找者</translation>
    </message>
    <message>
        <source>fleer</source>
        <translation>避开者</translation>
    </message>
    <message>
        <source>pursuer</source>
        <translation>追捕者</translation>
    </message>
    <message>
        <source>evader</source>
        <translation>躲避者</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>领队</translation>
    </message>
    <message>
        <source>player</source>
        <translation>机车</translation>
    </message>
</context>
<context>
    <name>codelab::CodeDock</name>
    <message>
        <source>from frame %1; the code defines none of the book&apos;s methods, so the vehicles go on with the built-in ones.</source>
        <translation>从第 %1 帧起；代码没有定义书中的任何方法，所以机车继续使用内置方法。</translation>
    </message>
    <message>
        <source>from frame %1 every vehicle uses your %2.</source>
        <translation>从第 %1 帧起每辆机车都使用你的 %2。</translation>
    </message>
    <message>
        <source>from frame %1 the vehicles use the built-in methods again; your code stays in the editor.</source>
        <translation>从第 %1 帧起机车重新使用内置方法；你的代码仍留在编辑器中。</translation>
    </message>
</context>
<context>
    <name>codelab::JsScriptRunner</name>
    <message>
        <source>The script cannot run: %1</source>
        <translation>脚本无法运行:%1</translation>
    </message>
    <message>
        <source>%1() left the steering force not a finite number.</source>
        <translation>%1() 使操纵力不再是有限数。</translation>
    </message>
    <message>
        <source>%1() left the velocity not a finite number.</source>
        <translation>%1() 使速度不再是有限数。</translation>
    </message>
    <message>
        <source>%1() left a field of the vehicle not a finite number.</source>
        <translation>%1() 使机车的某个字段不再是有限数。</translation>
    </message>
    <message>
        <source>%1() left _pathIndex not a whole number.</source>
        <translation>%1() 使 _pathIndex 不再是整数。</translation>
    </message>
    <message>
        <source>%1() ran longer than one second and was stopped.</source>
        <translation>%1() 运行超过一秒,已被停止。</translation>
    </message>
    <message>
        <source>%1() used too much memory and was stopped.</source>
        <translation>%1() 占用内存过多,已被停止。</translation>
    </message>
    <message>
        <source>The script stopped: %1</source>
        <translation>脚本已停止:%1</translation>
    </message>
    <message>
        <source>The script threw an exception: %1</source>
        <translation>脚本抛出了异常:%1</translation>
    </message>
    <message>
        <source>%1() needs a vehicle</source>
        <translation>%1() 需要一辆机车作为参数</translation>
    </message>
    <message>
        <source>The script&apos;s top level ran longer than one second and was stopped.</source>
        <translation>脚本的顶层代码运行超过一秒,已被停止。</translation>
    </message>
    <message>
        <source>The script&apos;s top level used too much memory and was stopped.</source>
        <translation>脚本的顶层代码占用内存过多,已被停止。</translation>
    </message>
</context>
</TS>
