import { CATALOGUES, keysOf, translate } from './translate';

// Han characters of the wrong script in a catalogue: a Japanese text in simplified Chinese (the error
// dialog's '系统错误'), a zh-Hant text with a simplified or a Japanese-only form.
//
// SIMPLIFIED_ONLY: the simplified forms (U+4E00–U+9FFF) of OpenCC's STCharacters that are no
// traditional character themselves (no traditional form there or in its phrases, no source of its
// TSCharacters, no Taiwan or Hong Kong standard form of TWVariants and HKVariants), 2,498 of them. SHINJITAI_ONLY: the Japanese new forms of OpenCC's
// JPShinjitaiCharacters that are no traditional and no simplified character (気, 駅, 広 …).
// Generated once from opencc-js 1.4.2's dictionaries; they change only with the Han reforms.
const SIMPLIFIED_ONLY = [
  '与专业丛东丝丢两严丧个临为丽举义乌乐乔习乡书买乱争亏亘亚产亩亲亵亸亿仅从仑仓仪们众优会伛伞伟传伡伣伤',
  '伥伦伧伪伫体佥侠侣侥侦侧侨侩侪侬侭俣俦俨俩俪俫俭债倾偬偻偾偿傤傥傧储傩儿兖兰关兴兹养兽冁内冈册写军农',
  '冯冲决况冻净凄凉减凑凛凤凫凭凯击凿刍刘则刚创删别刬刭刹刽刾刿剀剂剐剑剥剧劝办务劢动励劲劳势勋勚匀匦匮',
  '区医华协单卖卢卤卫却卺厅历厉压厌厍厐厕厢厣厦厨厩厮县参叆叇双发变叙叠号叹叽吓吕吗吨听启吴呐呒呓呕呖呗',
  '员呙呛呜咏咙咛咝咤响哑哒哓哔哕哗哙哜哝哟唛唝唠唡唢唤啧啬啭啮啯啰啴啸喷喽喾嗫嗳嘘嘤嘱噜嚣团园围囵国图',
  '圆圣圹场坏块坚坛坜坝坞坟坠垄垅垆垒垦垩垫垭垯垱垲垴埘埙埚堑堕塆墙壮声壳壶壸处备复够头夹夺奁奂奋奖奥妆',
  '妇妈妩妪妫姗姹娄娅娆娇娈娱娲娴婳婴婵婶媭嫒嫔嫱嬷孙学孪宁宝实宠审宪宫宽宾寝对寻导寿将尔尘尝尧尴尽层屃',
  '屉届属屡屦屿岁岂岖岗岘岚岛岭岽岿峃峄峡峣峤峥峦崂崃崄崭嵘嵚嵝巅巩巯币帅师帏帐帜带帧帮帱帻帼幂并庄庆庐',
  '庑库应庙庞废庼廪开异弃弑张弥弪弯弹强归当录彟彦彨彻径徕忆忏忧忾怀态怂怃怄怅怆怜总怼怿恋恳恶恸恹恺恻恼',
  '恽悫悬悭悮悯惊惧惨惩惫惬惭惮惯愤愦慑慭懑懒懔戆戋戏戗战戬戯扑执扩扪扫扬扰抚抛抟抠抡抢护报担拟拢拣拥拦',
  '拧拨择挂挚挛挜挝挞挟挠挡挢挣挤挥挦捞损捡换捣掳掴掷掸掺掼揽揿搀搁搂搄搅携摄摅摆摇摈摊撄撑撵撷撸撺擜擞',
  '攒敌敛敩数斋斓斩断无旧时旷旸昙昵昼昽显晋晒晓晔晕晖暂暅暧术机杀杂权条来杨杩极构枞枢枣枥枧枨枪枫枭柠柽',
  '栀栅标栈栉栊栋栌栎栏树栖样栾桠桡桢档桤桥桦桧桨桩桪梦梼梾梿检棂椁椝椟椠椢椤椫椭椮楼榄榇榈榉榝槚槛槟槠',
  '横樯樱橥橱橹橼檩欢欤欧歼殁殇残殒殓殚殡殴毁毂毕毙毡毵毶氇气氢氩汇汉汤汹沄沟没沣沤沥沦沧沨沩沪泞泪泶泷',
  '泸泺泻泼泽泾洁洒洼浃浅浆浇浈浉浊测浍济浏浐浑浒浓浔浕涛涝涞涟涠涡涢涣涤润涧涨涩渊渌渍渎渐渑渔渖渗湾湿',
  '溁溃溅溆溇滗滚滞滟滠满滢滤滥滦滨滩滪潆潇潋潍潜潴澛澜濑濒灏灭灯灵灾灿炀炉炖炜炝点炼炽烁烂烃烛烟烦烧烨',
  '烩烫烬热焕焖焘爱爷牍牦牵牺犊状犷犸犹狈狝狞独狭狮狯狰狱狲猃猎猕猡猪猫猬献獭玑玙玚玛玮环现玱玺珐珑珰珲',
  '琎琏琐琼瑶瑷瑸璎瓒瓮瓯电画畅畴疖疗疟疠疡疬疭疮疯疱疴痈痉痒痖痨痪痫瘅瘆瘗瘘瘪瘫瘾瘿癞癣癫皑皱皲盏盐监',
  '盖盗盘眍眦眬睁睐睑瞆瞒瞩矫矶矾矿砀码砖砗砚砜砺砻砾础硁硕硖硗硙硚硵碍碛碜碱礼祃祎祢祯祷祸禀禄禅离秃秆',
  '积称秽秾稆稣稳穑穞穷窃窍窎窑窜窝窥窦窭竖竞笃笋笔笕笺笼笾筚筛筜筝筹筼签筿简箓箦箧箨箩箪箫篑篓篮篯篱簖',
  '籁籴类籼粜粝粤粪粮糁糇糍紧絷縆纟纠纡红纣纤纥约级纨纩纪纫纬纭纮纯纰纱纲纳纴纵纶纷纸纹纺纻纼纽纾线绀绁',
  '绂练组绅细织终绉绊绋绌绍绎经绐绑绒结绔绕绖绗绘给绚绛络绝绞统绠绡绢绣绤绥绦继绨绩绪绫绬续绮绯绰绱绲绳',
  '维绵绶绷绸绹绺绻综绽绾绿缀缁缂缃缄缅缆缇缈缉缊缋缌缍缎缏缐缑缒缓缔缕编缗缘缙缚缛缜缝缞缟缠缡缢缣缤缥',
  '缦缧缨缩缪缫缬缭缮缯缰缱缲缳缴缵罂网罗罚罢罴羁羟羡翘翙翚耢耧耸耻聂聋职聍联聩聪肃肠肤肮肴肾肿胀胁胆胧',
  '胨胪胫胶脉脍脏脐脑脓脔脚脶脸腘腭腻腼腾膑臜舆舣舰舱舻艰艳艺节芈芗芜芦苁苇苈苋苌苍苎苏茎茏茑茔茕茧荆荙',
  '荚荛荜荝荞荟荠荡荣荤荥荦荧荨荩荪荫荬荭荮药莅莱莲莳莴莶获莸莹莺莼萚萝萤营萦萧萨蒇蒉蒋蒌蒏蓝蓟蓠蓣蓥蓦',
  '蔂蔷蔹蔺蔼蕰蕲蕴薮藓蘖虏虑虚虬虮虽虾虿蚀蚁蚂蚃蚕蚝蚬蛊蛎蛏蛮蛰蛱蛲蛳蛴蜗蝇蝈蝉蝎蝼蝾螀螨蟏衅衔补衬衮',
  '袄袅袆袜袭袯装裆裈裢裣裤裥褛褴襕见观觃规觅视觇览觉觊觋觌觍觎觏觐觑觞触觯訚詟誉誊讠计订讣认讥讦讧讨让',
  '讪讫讬训议讯记讱讲讳讴讵讶讷许讹论讻讼讽设访诀证诂诃评诅识诇诈诉诊诋诌词诎诏诐译诒诓诔试诖诗诘诙诚诛',
  '诜话诞诟诠诡询诣诤该详诧诨诩诪诫诬语诮误诰诱诲诳说诵诶请诸诹诺读诼诽课诿谀谁谂调谄谅谆谇谈谉谊谋谌谍',
  '谎谏谐谑谒谓谔谕谖谗谘谙谚谛谜谝谞谟谠谡谢谣谤谥谦谧谨谩谪谫谬谭谮谯谰谱谲谳谴谵谶豮贝贞负贠贡财责贤',
  '败账货质贩贪贫贬购贮贯贰贱贲贳贴贵贶贷贸费贺贻贼贽贾贿赀赁赂赃资赅赆赇赈赉赊赋赌赍赎赏赐赑赒赓赔赕赖',
  '赗赘赙赚赛赜赝赞赟赠赡赢赣赪赵赶趋趱趸跃跄跞践跶跷跸跹跻踌踪踬踯蹑蹒蹰蹿躏躜躯车轧轨轩轪轫转轭轮软轰',
  '轱轲轳轴轵轶轷轸轹轺轻轼载轾轿辀辁辂较辄辅辆辇辈辉辊辋辌辍辎辏辐辑辒输辔辕辖辗辘辙辚辞辩辫边辽达迁过',
  '迈运还这进远违连迟迩迳迹选逊递逦逻遗遥邓邝邬邮邹邺邻郏郐郑郓郦郧郸酂酝酦酱酽酾酿释鉴銮錾钅钆钇针钉钊',
  '钋钌钍钎钏钐钑钒钓钔钕钖钗钘钙钚钛钜钝钞钟钠钡钢钣钤钥钦钧钨钩钪钫钬钭钮钯钰钱钲钳钴钵钶钷钸钹钺钻钼',
  '钽钾钿铀铁铂铃铄铅铆铇铈铉铊铋铌铍铎铏铐铑铒铓铔铕铖铗铘铙铚铛铜铝铞铟铠铡铢铣铤铥铦铧铨铩铪铫铬铭铮',
  '铯铰铱铲铳铴铵银铷铸铹铺铻铼铽链铿销锁锂锃锄锅锆锇锈锉锊锋锌锍锎锏锐锑锒锓锔锕锖锗锘错锚锛锜锝锞锟锠',
  '锡锢锣锤锥锦锧锨锩锪锫锬锭键锯锰锱锲锳锴锵锶锷锸锹锺锻锼锽锾锿镀镁镂镃镄镅镆镇镈镉镊镋镌镍镎镏镐镑镒',
  '镓镔镕镖镗镘镙镚镛镜镝镞镟镠镡镢镣镤镥镦镧镨镩镪镫镬镭镮镯镰镱镲镳镴镵镶长门闩闪闫闬闭问闯闰闱闲闳间',
  '闵闶闷闸闹闺闻闼闽闾闿阀阁阂阃阄阅阆阇阈阉阊阋阌阍阎阏阐阑阒阓阔阕阖阗阘阙阚阛队阳阴阵阶际陆陇陈陉陕',
  '陦陧陨险随隐隶隽难雇雏雠雳雾霁霡霭靓靔静靥鞑鞒鞯鞲韦韧韨韩韪韫韬韵页顶顷顸项顺须顼顽顾顿颀颁颂颃预颅',
  '领颇颈颉颊颋颌颍颎颏颐频颒颓颔颕颖颗题颙颚颛颜额颞颟颠颡颢颣颤颥颦颧风飏飐飑飒飓飔飕飖飗飘飙飚飞飨餍',
  '饣饤饥饦饧饨饩饪饫饬饭饮饯饰饱饲饳饴饵饶饷饸饹饺饻饼饽饾饿馀馁馂馃馄馅馆馇馈馉馊馋馌馍馎馏馐馑馒馓馔',
  '馕马驭驮驯驰驱驲驳驴驵驶驷驸驹驺驻驼驽驾驿骀骁骂骃骄骅骆骇骈骉骊骋验骍骎骏骐骑骒骓骔骕骖骗骘骙骚骛骜',
  '骝骞骟骠骡骢骣骤骥骦骧髅髋髌鬓鬶魇魉鱼鱽鱾鱿鲀鲁鲂鲃鲄鲅鲆鲇鲈鲉鲊鲋鲌鲍鲎鲏鲐鲑鲒鲓鲔鲕鲖鲗鲘鲙鲚鲛',
  '鲜鲝鲞鲟鲠鲡鲢鲣鲤鲥鲦鲧鲨鲩鲪鲫鲬鲭鲮鲯鲰鲱鲲鲳鲴鲵鲶鲷鲸鲹鲺鲻鲼鲽鲾鲿鳀鳁鳂鳃鳄鳅鳆鳇鳈鳉鳊鳋鳌鳍',
  '鳎鳏鳐鳑鳒鳓鳔鳕鳖鳗鳘鳙鳚鳛鳜鳝鳞鳟鳠鳡鳢鳣鳤鸟鸠鸡鸢鸣鸤鸥鸦鸧鸨鸩鸪鸫鸬鸭鸮鸯鸰鸱鸲鸳鸴鸵鸶鸷鸸鸹',
  '鸺鸻鸼鸽鸾鸿鹀鹁鹂鹃鹄鹅鹆鹇鹈鹉鹊鹋鹌鹍鹎鹏鹐鹑鹒鹓鹔鹕鹖鹗鹘鹙鹚鹛鹜鹝鹞鹟鹠鹡鹢鹣鹤鹥鹦鹧鹨鹩鹪鹫',
  '鹬鹭鹮鹯鹰鹱鹲鹳鹴鹾麦麸麹麺黄黉黡黩黪黾鼋鼌鼍鼹齐齑齿龀龁龂龃龄龅龆龇龈龉龊龋龌龙龚龛龟鿎鿏鿒鿔',
].join('');

const SHINJITAI_ONLY = [
  '両乗亀亜仏仮伝価倹児円処剣剤剰労効勅勧勲単厳収唖営噛団囲図圏圧塁塩増壊壌壱売変奨嬢実寛対専尭巌巣巻帯',
  '帰庁広廃弐弾従徳徴応恵悩悪懐戦戻払抜択拝拠拡挙挿捜掲掻揺摂撃撹斉斎晩暁暦曽栄桜桝桟検楽様槙権歓歩歯歳',
  '歴毎気沢浄浜涙渇済渉渋渓満滝瀬焼犠猟獣畳痩発県砕稲穂穏穣竜粋粛糸経絵継続総縁縄縦繊繍聴脳臓艶荘蔵薫薬',
  '蛍蝋覇覚覧観訳読譲豊賛転軽辺逓遅郷酔醤醸釈鉄鉱銭鋳錬関闘陥険隠雑霊頼顕駅駆騒験髄髪鴎鶏鹸黒黙齢',
].join('');

// Japanese shares many simplified forms (国, 学, 会, 当 …): Japanese usage is the first level of JIS X
// 0208 (the common kanji: every jōyō kanji but a few) plus the jōyō and jinmeiyō kanji and common
// words' kanji of the second level that OpenCC counts as simplified.
const JAPANESE_SECOND_LEVEL = '凛刹惧瑶洒游痒踪辟咤虱粽筝蝎咏';
const jisFirstLevel = (): Set<string> => {
  // Shift_JIS 0x889F–0x9872 is JIS X 0208 rows 16–47, the first level
  const decoder = new TextDecoder('shift_jis');
  const kanji = new Set<string>();
  for (let lead = 0x88; lead <= 0x98; lead++)
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      const code = (lead << 8) | trail;
      if (trail === 0x7f || code < 0x889f || code > 0x9872) continue;
      const text = decoder.decode(new Uint8Array([lead, trail]));
      if (text.length === 1 && text !== '\ufffd') kanji.add(text);
    }
  return kanji;
};

const offending = (locale: 'ja' | 'zh-Hant', forbidden: Set<string>) =>
  keysOf(CATALOGUES[locale])
    .map((key) => ({ key, text: translate(locale, key) }))
    .map(({ key, text }) => ({ key, text, wrong: [...new Set([...text].filter((c) => forbidden.has(c)))].join('') }))
    .filter((entry) => entry.wrong !== '');

describe('catalogue scripts', () => {
  const japanese = new Set([...jisFirstLevel(), ...JAPANESE_SECOND_LEVEL]);
  const notJapanese = new Set([...SIMPLIFIED_ONLY].filter((c) => !japanese.has(c)));
  const notTraditional = new Set([...SIMPLIFIED_ONLY, ...SHINJITAI_ONLY]);

  it('knows the first level of JIS X 0208 and the forms it tells apart', () => {
    expect(jisFirstLevel().size).toBe(2965);
    expect([...'统错误这个们说时对']).toEqual([...'统错误这个们说时对'].filter((c) => notJapanese.has(c)));
    expect([...'国学会当画号内'].filter((c) => notJapanese.has(c))).toEqual([]);
    expect([...'国学会当気駅统错误'].filter((c) => !notTraditional.has(c))).toEqual([]);
    expect([...'國學會當畫號內氣驛統錯誤'].filter((c) => notTraditional.has(c))).toEqual([]);
  });

  it('writes Japanese texts without simplified Chinese forms', () => {
    expect(offending('ja', notJapanese)).toEqual([]);
  });

  it('writes zh-Hant texts without simplified or Japanese-only forms', () => {
    expect(offending('zh-Hant', notTraditional)).toEqual([]);
  });

  it('titles the error dialog in each language', () => {
    expect(translate('ja', 'api.systemErrorTitle')).toBe('システムエラー');
    expect(translate('zh-Hant', 'api.systemErrorTitle')).toBe('系統錯誤');
  });
});
